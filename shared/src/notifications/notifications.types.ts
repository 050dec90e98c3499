/**
 * What staff must know of (spec §2 Notifications): a booking made online, a diner's answer by link, a message that
 * failed, a service taken into its capacity alert level.
 */
export const NOTIFICATION_KINDS = ['online_booking', 'diner_confirmed', 'diner_cancelled', 'message_failed', 'capacity_alert'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_PAGE_SIZES = [10, 20, 50] as const;
/** The most notifications one request marks read. */
export const MAX_MARK_READ = 100;

/** One notification as the list shows it: what happened, to which booking, when, and whether this user has read it. */
export interface StaffNotification {
  /** The position of the event it tells of. */
  notification_id: number;
  kind: NotificationKind;
  reservation_id: string;
  /** The booking as it is now (null once it is gone). */
  diner_name: string | null;
  date: string | null;
  time_minute: number | null;
  pax: number | null;
  /** For a failed message: its channel and the provider's reason; for a capacity alert: the service's name. */
  detail: string | null;
  at: string;
  read: boolean;
}
