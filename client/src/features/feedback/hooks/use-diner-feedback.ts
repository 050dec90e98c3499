import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../session/use-session';
import { feedbackApi } from '../api/feedback.api';
import { dinerFeedbackKey } from '../api/feedback.keys';

/** One page of a diner's feedback (for their profile) at the outlets where the caller has Diner Management. */
export function useDinerFeedback(dinerId: string, page: number, pageSize: number) {
  const rid = useSession().outlet?.rid;
  return useQuery({
    queryKey: dinerFeedbackKey(rid, dinerId, page, pageSize),
    queryFn: () => feedbackApi.diner({ diner_id: dinerId, page, page_size: pageSize }),
    enabled: rid !== undefined && !!dinerId,
    placeholderData: keepPreviousData,
  });
}
