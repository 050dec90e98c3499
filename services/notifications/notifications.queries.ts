import type { NotificationKind } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

/** A notification as stored, with whether this user has read it. */
export interface NotificationRow {
  notification_id: number;
  kind: NotificationKind;
  reservation_id: string;
  detail: string | null;
  at: string;
  read: boolean;
}

const IS_READ = `(n.notification_id <= coalesce((SELECT up_to FROM notification_read_marks m WHERE m.rid = n.rid AND m.user_id = $2), 0)
  OR EXISTS (SELECT 1 FROM notification_reads r WHERE r.rid = n.rid AND r.user_id = $2 AND r.notification_id = n.notification_id))`;

/** The outlet's notifications, newest first, one page (only the unread when asked), with the totals. */
export async function notificationPage(
  db: Db,
  rid: number,
  userId: string,
  page: { page: number; size: number; unreadOnly: boolean },
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const only = page.unreadOnly ? `AND NOT ${IS_READ}` : '';
  const [rows, [counts]] = await Promise.all([
    db.query(
      `SELECT n.notification_id::int AS notification_id, n.kind, n.reservation_id, n.detail, n.at, ${IS_READ} AS read
         FROM staff_notifications n WHERE n.rid = $1 ${only} ORDER BY n.notification_id DESC LIMIT $3 OFFSET $4`,
      [rid, userId, page.size, (page.page - 1) * page.size],
    ),
    db.query(
      `SELECT count(*) FILTER (WHERE TRUE ${only})::int AS total, count(*) FILTER (WHERE NOT ${IS_READ})::int AS unread
         FROM staff_notifications n WHERE n.rid = $1`,
      [rid, userId],
    ),
  ]);
  return { rows, total: counts.total, unread: counts.unread };
}

export async function unreadCount(db: Db, rid: number, userId: string): Promise<number> {
  const [row] = await db.query(`SELECT count(*)::int AS unread FROM staff_notifications n WHERE n.rid = $1 AND NOT ${IS_READ}`, [
    rid,
    userId,
  ]);
  return row.unread;
}

/** Those of `ids` that are notifications of the outlet. */
export async function existingNotifications(db: Db, rid: number, ids: readonly number[]): Promise<number[]> {
  const rows: { id: number }[] = await db.query(
    `SELECT notification_id::int AS id FROM staff_notifications WHERE rid = $1 AND notification_id = ANY($2::bigint[])`,
    [rid, ids],
  );
  return rows.map((row) => row.id);
}

/** The outlet's newest notification: "all read" means up to it. */
export async function latestNotification(db: Db, rid: number): Promise<number> {
  const [row] = await db.query(`SELECT coalesce(max(notification_id), 0)::int AS id FROM staff_notifications WHERE rid = $1`, [rid]);
  return row.id;
}
