import type { StaffNotification } from './notifications.types';

export interface NotificationListResult {
  total: number;
  unread: number;
  notifications: StaffNotification[];
}

export interface NotificationUnreadResult {
  unread: number;
}
