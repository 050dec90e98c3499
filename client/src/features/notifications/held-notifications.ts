import type { StaffNotification } from '@covers/shared';

/** The first page as the host sees it, and how many newer notifications wait above it. */
export interface HeldPage {
  notifications: StaffNotification[];
  arrived: number;
}

/**
 * The first page after a fresh read. Notifications newer than those shown are not put above them, which would move
 * every row down under the host's finger as they click: they are counted, and shown when the host asks. The rows
 * kept take their read marks from the fresh read. A row the fresh read leaves out between its newest and oldest has
 * left the list (read, with "unread only"): it goes. One older than all the fresh read has may only have been pushed
 * down by the arrivals: it stays.
 */
export function holdPage(shown: readonly StaffNotification[] | null, fresh: readonly StaffNotification[]): HeldPage {
  if (!shown || shown.length === 0) return { notifications: [...fresh], arrived: 0 };
  const newestShown = Math.max(...shown.map((n) => n.notification_id));
  const arrived = fresh.filter((n) => n.notification_id > newestShown).length;
  if (arrived === 0) return { notifications: [...fresh], arrived: 0 };
  const freshById = new Map(fresh.map((n) => [n.notification_id, n]));
  const oldestFresh = Math.min(...fresh.map((n) => n.notification_id));
  const notifications = shown.flatMap((n) => {
    const now = freshById.get(n.notification_id);
    if (now) return [now];
    return n.notification_id < oldestFresh ? [n] : [];
  });
  return { notifications, arrived };
}
