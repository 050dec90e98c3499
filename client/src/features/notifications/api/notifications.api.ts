import type {
  NotificationListResult,
  notificationListRequest,
  notificationMarkReadRequest,
  NotificationUnreadResult,
} from '@covers/shared';
import type { RequestBody } from '../../../api/request-body';
import { get, post } from '../../../app/services';

/** Staff notifications: the outlet's list, this user's unread count, marking read. */
export const notificationsApi = {
  list: (body: RequestBody<typeof notificationListRequest>) => post<NotificationListResult>('/api/notifications/list', body),
  unread: () => get<NotificationUnreadResult>('/api/notifications/unread_count'),
  markRead: (body: RequestBody<typeof notificationMarkReadRequest>) => post<NotificationUnreadResult>('/api/notifications/mark_read', body),
};
