import { useQuery } from '@tanstack/react-query';
import type { feedbackAddRequest } from '@covers/shared';
import type { RequestBody } from '../../../api/request-body';
import { useWrite } from '../../../api/use-write';
import { feedbackApi } from '../api/feedback.api';
import { feedbackFormKey } from '../api/feedback.keys';

/** The diner's page: what the link is for, and whether feedback was already left. */
export function useFeedbackForm(token: string) {
  return useQuery({ queryKey: feedbackFormKey(token), queryFn: () => feedbackApi.form(token) });
}

/** The diner sends their rating and comment; the page shows a refusal itself (the link, once only). */
export function useGiveFeedback(token: string) {
  return useWrite({
    write: (body: Omit<RequestBody<typeof feedbackAddRequest>, 'token'>) => feedbackApi.add({ ...body, token }),
    invalidates: [feedbackFormKey(token)],
  });
}
