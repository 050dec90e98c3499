import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { useSession } from '../../../session/use-session';
import { showError } from '../../../ui/feedback';
import { feedbackApi } from '../api/feedback.api';
import { feedbackListKey } from '../api/feedback.keys';

export interface FeedbackRange {
  from: string;
  to: string;
}

/** One page of the outlet's feedback on visits of the range, with the range's count and mean rating. */
export function useFeedbackList(range: FeedbackRange, page: number, pageSize: number) {
  const rid = useSession().outlet?.rid;
  return useQuery({
    queryKey: feedbackListKey(rid, range, page, pageSize),
    queryFn: () => feedbackApi.list({ ...range, page, page_size: pageSize }),
    enabled: rid !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The range's comments as a CSV download; a refusal (no Reports, a range too long) is shown. */
export function useCommentDownload() {
  return useMutation({
    mutationFn: (range: FeedbackRange) => feedbackApi.downloadComments(range),
    onError: (error) => showError(error instanceof ApiError ? error.message : String(error)),
  });
}
