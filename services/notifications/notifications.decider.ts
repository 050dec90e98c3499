import { decideBy, type Command, type Decider } from '../eventstore';
import type { NotificationReadEvent } from './notifications.events';

export interface NotificationReadCommands {
  MarkNotificationsRead: { user_id: string; notification_ids: number[] };
  MarkAllNotificationsRead: { user_id: string; up_to: number };
}

export type NotificationReadCommand = Command<NotificationReadCommands>;

/** What a user has read: everything up to `upTo`, and these above it. */
export interface NotificationReads {
  upTo: number;
  read: Set<number>;
}

const initialReads = (): NotificationReads => ({ upTo: 0, read: new Set() });

function evolveReads(reads: NotificationReads, event: NotificationReadEvent): NotificationReads {
  if (event.type === 'AllNotificationsRead') {
    const upTo = Math.max(reads.upTo, event.data.up_to);
    return { upTo, read: new Set([...reads.read].filter((id) => id > upTo)) };
  }
  return { ...reads, read: new Set([...reads.read, ...event.data.notification_ids]) };
}

/** Marking read what is already read records nothing. */
export const notificationReadsDecider: Decider<NotificationReads, NotificationReadCommand, NotificationReadEvent> = {
  initialState: initialReads,
  evolve: evolveReads,
  decide: decideBy<NotificationReadCommands, NotificationReads, NotificationReadEvent>({
    MarkNotificationsRead: ({ user_id, notification_ids }, reads) => {
      const unread = [...new Set(notification_ids)].filter((id) => id > reads.upTo && !reads.read.has(id));
      return unread.length > 0 ? [{ type: 'NotificationsRead', data: { user_id, notification_ids: unread } }] : [];
    },
    MarkAllNotificationsRead: ({ user_id, up_to }, reads) =>
      up_to > reads.upTo ? [{ type: 'AllNotificationsRead', data: { user_id, up_to } }] : [],
  }),
};
