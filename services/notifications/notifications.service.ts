import {
  DomainError,
  type NotificationListRequest,
  type NotificationListResult,
  type NotificationMarkReadRequest,
  type NotificationUnreadResult,
  type StaffNotification,
} from '@covers/shared';
import type { OutletCaller } from '../access';
import { handleCommand, type EventStore } from '../eventstore';
import { getReservation } from '../reservations';
import { notificationReadsDecider, type NotificationReadCommand } from './notifications.decider';
import { existingNotifications, latestNotification, notificationPage, unreadCount, type NotificationRow } from './notifications.queries';
import { notificationReadsStream } from './notifications.streams';

/** Staff notifications (spec §2): the outlet's feed, and each user's own reading of it. */
export class NotificationsService {
  constructor(private readonly store: EventStore) {}

  private get db() {
    return this.store.dataSource;
  }

  async list(caller: OutletCaller, request: NotificationListRequest): Promise<NotificationListResult> {
    const { rows, total, unread } = await notificationPage(this.db, caller.rid, caller.userId, {
      page: request.page,
      size: request.page_size,
      unreadOnly: request.unread_only,
    });
    return { total, unread, notifications: await Promise.all(rows.map((row) => this.withBooking(caller.rid, row))) };
  }

  async unread(caller: OutletCaller): Promise<NotificationUnreadResult> {
    return { unread: await unreadCount(this.db, caller.rid, caller.userId) };
  }

  /**
   * Marks read for the caller alone: the named notifications, or all of them up to `up_to` (else up to now). Each
   * notification named must be the outlet's.
   */
  async markRead(caller: OutletCaller, request: NotificationMarkReadRequest): Promise<NotificationUnreadResult> {
    const user_id = caller.userId;
    let command: NotificationReadCommand;
    if (request.all) {
      if (request.up_to !== undefined) await this.requireOutletNotifications(caller.rid, [request.up_to], 'up_to');
      const up_to = request.up_to ?? (await latestNotification(this.db, caller.rid));
      command = { type: 'MarkAllNotificationsRead', data: { user_id, up_to } };
    } else {
      const ids = [...new Set(request.notification_ids)];
      await this.requireOutletNotifications(caller.rid, ids, 'notification_ids');
      command = { type: 'MarkNotificationsRead', data: { user_id, notification_ids: ids } };
    }
    await handleCommand(
      this.store,
      notificationReadsDecider,
      { streamId: notificationReadsStream(caller.rid, user_id), rid: caller.rid },
      command,
      caller.metadata,
    );
    return this.unread(caller);
  }

  /** Refuses, naming the field, unless every id is a notification of the outlet. */
  private async requireOutletNotifications(rid: number, ids: number[], field: 'notification_ids' | 'up_to'): Promise<void> {
    const known = await existingNotifications(this.db, rid, ids);
    if (known.length !== ids.length) throw new DomainError('NOTIFICATION_NOT_FOUND', { [field]: 'notifications.notFound' });
  }

  /** The booking as it is now, from the reservations context. */
  private async withBooking(rid: number, row: NotificationRow): Promise<StaffNotification> {
    const booking = await getReservation(this.db, rid, row.reservation_id);
    return {
      ...row,
      diner_name: booking ? [booking.first_name, booking.last_name].filter(Boolean).join(' ') : null,
      date: booking?.date ?? null,
      time_minute: booking?.time_minute ?? null,
      pax: booking ? booking.adults + booking.children : null,
    };
  }
}
