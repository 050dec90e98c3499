import type { FeedbackAddResult, FeedbackFormResult, FeedbackGetResult, FeedbackLinkResult, feedbackAddRequest } from '@covers/shared';
import type { RequestBody } from '../../../api/request-body';
import { api, post } from '../../../app/services';

/** The feedback endpoint group (spec §7): the diner's calls need no session; the page shows their refusals itself. */
export const feedbackApi = {
  form: (token: string) => api.call<FeedbackFormResult>('/api/feedback/form', { auth: 'none', data: { token }, hideError: true }),
  add: (body: RequestBody<typeof feedbackAddRequest>) =>
    api.call<FeedbackAddResult>('/api/feedback/add', { method: 'POST', auth: 'none', data: body, hideError: true }),
  link: (reservationId: string) => post<FeedbackLinkResult>('/api/feedback/link', { reservation_id: reservationId }),
  get: (reservationId: string) => post<FeedbackGetResult>('/api/feedback/get', { reservation_id: reservationId }),
};
