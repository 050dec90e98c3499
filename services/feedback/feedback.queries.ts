import type { FeedbackRow } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

const ROW = `reservation_id, diner_name, to_char(date, 'YYYY-MM-DD') AS date, rating::int AS rating, comment,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/** A booking's feedback, or null. */
export async function feedbackOf(db: Db, rid: number, reservationId: string): Promise<FeedbackRow | null> {
  const [row]: FeedbackRow[] = await db.query(`SELECT ${ROW} FROM feedback WHERE rid = $1 AND reservation_id = $2`, [rid, reservationId]);
  return row ?? null;
}

/** The outlet's feedback on visits from `from` to `to`, newest visit first; a page of it with the total. */
export async function listFeedback(db: Db, rid: number, range: { from: string; to: string }, page: { page: number; size: number }) {
  const [{ total }]: { total: number }[] = await db.query(
    `SELECT count(*)::int AS total FROM feedback WHERE rid = $1 AND date BETWEEN $2 AND $3`,
    [rid, range.from, range.to],
  );
  const rows: FeedbackRow[] = await db.query(
    `SELECT ${ROW} FROM feedback WHERE rid = $1 AND date BETWEEN $2 AND $3
      ORDER BY date DESC, created_at DESC, reservation_id LIMIT $4 OFFSET $5`,
    [rid, range.from, range.to, page.size, (page.page - 1) * page.size],
  );
  return { rows, total };
}

/** Every comment of the range, oldest visit first (the CSV download). */
export async function feedbackBetween(db: Db, rid: number, range: { from: string; to: string }): Promise<FeedbackRow[]> {
  return db.query(`SELECT ${ROW} FROM feedback WHERE rid = $1 AND date BETWEEN $2 AND $3 ORDER BY date, created_at, reservation_id`, [
    rid,
    range.from,
    range.to,
  ]);
}
