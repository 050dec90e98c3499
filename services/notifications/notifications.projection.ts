import type { NotificationKind } from '@covers/shared';
import type { EntityManager } from 'typeorm';
import type { Projection, RecordedEvent } from '../eventstore';
import { messageById, type CapacityAlertEvent } from '../messaging';
import type { ReservationDayEvent } from '../reservations';
import { NOTIFICATION_READ_EVENT_TYPES, type NotificationReadEvent } from './notifications.events';

/** The actors whose events staff are told of: the online booking page, and a diner through their confirmation link. */
const ONLINE_ACTOR = 'online';
const DINER_ACTOR = 'diner';

type Notice = { kind: NotificationKind; reservationId: string; detail: string | null };

/** The notification an event is, if staff must know of it. */
async function noticeOf(manager: EntityManager, recorded: RecordedEvent): Promise<Notice | null> {
  if (recorded.type === 'MessageFailed') {
    const { message_id, reason } = recorded.data as { message_id: string; reason: string };
    const message = await messageById(manager, message_id);
    // A marketing message is about no booking: its failure shows in the message log only.
    return message?.reservation_id ? { kind: 'message_failed', reservationId: message.reservation_id, detail: reason } : null;
  }
  if (recorded.type === 'CapacityAlertReached') {
    const { reservation_id, service_name } = recorded.data as CapacityAlertEvent['data'];
    return { kind: 'capacity_alert', reservationId: reservation_id, detail: service_name };
  }
  const event = { type: recorded.type, data: recorded.data } as ReservationDayEvent;
  if (event.type === 'ReservationBooked' && recorded.metadata.actor === ONLINE_ACTOR)
    return { kind: 'online_booking', reservationId: event.data.reservation.reservation_id, detail: null };
  if (event.type === 'ReservationStatusChanged' && recorded.metadata.actor === DINER_ACTOR) {
    const kind = event.data.to === 'Confirmed' ? 'diner_confirmed' : event.data.to === 'Cancelled' ? 'diner_cancelled' : null;
    return kind && { kind, reservationId: event.data.reservation_id, detail: null };
  }
  return null;
}

/** `staff_notifications`: one row per event staff must know of, numbered by the event's position. */
export const notificationFeedProjection: Projection = {
  name: 'notification-feed',
  tables: ['staff_notifications'],
  handles: ['ReservationBooked', 'ReservationStatusChanged', 'MessageFailed', 'CapacityAlertReached'],
  async apply(manager, recorded) {
    const notice = await noticeOf(manager, recorded);
    if (!notice || recorded.rid === null) return;
    await manager.query(
      `INSERT INTO staff_notifications (notification_id, rid, kind, reservation_id, detail, at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (notification_id) DO NOTHING`,
      [recorded.position, recorded.rid, notice.kind, notice.reservationId, notice.detail, recorded.metadata.now],
    );
  },
};

/** `notification_reads` and `notification_read_marks`: what each user has read at each outlet. */
export const notificationReadsProjection: Projection = {
  name: 'notification-reads',
  tables: ['notification_reads', 'notification_read_marks'],
  handles: NOTIFICATION_READ_EVENT_TYPES,
  async apply(manager, recorded) {
    const event = { type: recorded.type, data: recorded.data } as NotificationReadEvent;
    if (event.type === 'NotificationsRead') {
      await manager.query(
        `INSERT INTO notification_reads (rid, user_id, notification_id) SELECT $1, $2, unnest($3::bigint[]) ON CONFLICT DO NOTHING`,
        [recorded.rid, event.data.user_id, event.data.notification_ids],
      );
      return;
    }
    await manager.query(
      `INSERT INTO notification_read_marks (rid, user_id, up_to) VALUES ($1, $2, $3)
       ON CONFLICT (rid, user_id) DO UPDATE SET up_to = GREATEST(notification_read_marks.up_to, EXCLUDED.up_to)`,
      [recorded.rid, event.data.user_id, event.data.up_to],
    );
    await manager.query(`DELETE FROM notification_reads WHERE rid = $1 AND user_id = $2 AND notification_id <= $3`, [
      recorded.rid,
      event.data.user_id,
      event.data.up_to,
    ]);
  },
};
