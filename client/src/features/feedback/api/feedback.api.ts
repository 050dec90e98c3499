import type {
  FeedbackAddResult,
  FeedbackDinerResult,
  FeedbackFormResult,
  FeedbackGetResult,
  FeedbackLinkResult,
  FeedbackListResult,
  feedbackAddRequest,
  feedbackDinerRequest,
  feedbackListRequest,
} from '@covers/shared';
import { downloadCsv, fileCall } from '../../../api/file-calls';
import type { RequestBody } from '../../../api/request-body';
import { api, post } from '../../../app/services';

/** The feedback endpoint group (spec §7): the diner's calls need no session; the page shows their refusals itself. */
export const feedbackApi = {
  form: (token: string) => api.call<FeedbackFormResult>('/api/feedback/form', { auth: 'none', data: { token }, hideError: true }),
  add: (body: RequestBody<typeof feedbackAddRequest>) =>
    api.call<FeedbackAddResult>('/api/feedback/add', { method: 'POST', auth: 'none', data: body, hideError: true }),
  link: (reservationId: string) => post<FeedbackLinkResult>('/api/feedback/link', { reservation_id: reservationId }),
  get: (reservationId: string) => post<FeedbackGetResult>('/api/feedback/get', { reservation_id: reservationId }),
  list: (body: RequestBody<typeof feedbackListRequest>) => post<FeedbackListResult>('/api/feedback/list', body),
  diner: (body: RequestBody<typeof feedbackDinerRequest>) => post<FeedbackDinerResult>('/api/feedback/diner', body),
  /** Spec §7's public comment download: the range's comments as the CSV file the server names. */
  downloadComments: async (range: { from: string; to: string }) =>
    downloadCsv(await fileCall('/api/public/comment_download', { query: range }), `comments-${range.from}-${range.to}.csv`),
};
