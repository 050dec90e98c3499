import type {
  QueueCheckInFormResult,
  QueuePartyResult,
  QueueWaitTimesResult,
  QueueEntryRow,
  QueueScreenResult,
  QueueSettingsResult,
  QueueStatusListResult,
  QueueTicketResult,
  queueCheckInRequest,
  queueJoinRequest,
  queueLinkRequest,
  queueSeatRequest,
  queueSettingsRequest,
  queueUpdateStatusRequest,
} from '@covers/shared';
import type { RequestBody } from '../../../api/request-body';
import { api, get, post, postQuietly } from '../../../app/services';

/** Spec §7's queue group and Queues Setup (setting/queues); the check-in calls need no session. */
export const queueApi = {
  statusList: () => get<QueueStatusListResult>('/api/queue/status_list'),
  settings: () => get<QueueSettingsResult>('/api/queue/settings'),
  waitTimes: () => get<QueueWaitTimesResult>('/api/queue/wait_times'),
  join: (body: RequestBody<typeof queueJoinRequest>) => postQuietly<QueueTicketResult>('/api/queue/join', body),
  updateStatus: (body: RequestBody<typeof queueUpdateStatusRequest>) => post<QueueEntryRow>('/api/queue/update_status', body),
  seat: (body: RequestBody<typeof queueSeatRequest>) => postQuietly<QueueEntryRow>('/api/queue/seat', body),
  saveSettings: (body: RequestBody<typeof queueSettingsRequest>) => postQuietly<QueueSettingsResult>('/api/setting/queues', body),
  issueLink: (body: RequestBody<typeof queueLinkRequest>) => post<QueueSettingsResult>('/api/setting/queues/issue_link', body),
  revokeLink: (body: RequestBody<typeof queueLinkRequest>) => post<QueueSettingsResult>('/api/setting/queues/revoke_link', body),
  /** Never joined to a read in flight: a change announced meanwhile must be read after it. */
  screen: (token: string) =>
    api.call<QueueScreenResult>('/api/queue/screen', { auth: 'none', data: { token }, hideError: true, dedupe: false }),
  /** A party's own page, by its signed link; like the screen, never joined to a read in flight. */
  party: (token: string) =>
    api.call<QueuePartyResult>('/api/queue/party', { auth: 'none', data: { token }, hideError: true, dedupe: false }),
  checkInForm: (token: string) =>
    api.call<QueueCheckInFormResult>('/api/queue/check_in_form', { auth: 'none', data: { token }, hideError: true }),
  checkIn: (body: RequestBody<typeof queueCheckInRequest>) =>
    api.call<QueueTicketResult>('/api/queue/check_in', { method: 'POST', auth: 'none', data: body, hideError: true }),
};
