import type { DomainEvent } from '../eventstore';

/** What one user has read at an outlet (stream `notificationreads-<rid>-<user>`): some notifications, or all up to one. */
export type NotificationReadEvent =
  | DomainEvent<'NotificationsRead', { user_id: string; notification_ids: number[] }>
  | DomainEvent<'AllNotificationsRead', { user_id: string; up_to: number }>;

export const NOTIFICATION_READ_EVENT_TYPES: NotificationReadEvent['type'][] = ['NotificationsRead', 'AllNotificationsRead'];
