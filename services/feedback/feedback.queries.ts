import type { FeedbackRow } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { dinerBookingJoin } from '../reservations';

type Db = DataSource | EntityManager;

const rowColumns = (f: string) => `${f}reservation_id, ${f}diner_name, to_char(${f}date, 'YYYY-MM-DD') AS date, ${f}rating::int AS rating,
  ${f}comment, to_char(${f}created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;
const ROW = rowColumns('');
/** The mean rating to two decimals, null when there is no row. */
const averageColumn = (f: string) => `round(avg(${f}rating), 2)::float AS average`;

/** A booking's feedback, or null. */
export async function feedbackOf(db: Db, rid: number, reservationId: string): Promise<FeedbackRow | null> {
  const [row]: FeedbackRow[] = await db.query(`SELECT ${ROW} FROM feedback WHERE rid = $1 AND reservation_id = $2`, [rid, reservationId]);
  return row ?? null;
}

/** The outlet's feedback on visits from `from` to `to`, newest visit first; a page of it with the total. */
export async function listFeedback(db: Db, rid: number, range: { from: string; to: string }, page: { page: number; size: number }) {
  const [{ total, average }]: { total: number; average: number | null }[] = await db.query(
    `SELECT count(*)::int AS total, ${averageColumn('')} FROM feedback WHERE rid = $1 AND date BETWEEN $2 AND $3`,
    [rid, range.from, range.to],
  );
  const rows: FeedbackRow[] = await db.query(
    `SELECT ${ROW} FROM feedback WHERE rid = $1 AND date BETWEEN $2 AND $3
      ORDER BY date DESC, created_at DESC, reservation_id LIMIT $4 OFFSET $5`,
    [rid, range.from, range.to, page.size, (page.page - 1) * page.size],
  );
  return { rows, total, average };
}

/** A diner's feedback on their bookings at the outlets `rids`, newest visit first; a page of it with the total and mean. */
export async function dinerFeedback(
  db: Db,
  dinerId: string,
  rids: readonly number[],
  page: { page: number; size: number },
): Promise<{ rows: (FeedbackRow & { rid: number })[]; total: number; average: number | null }> {
  const from = `FROM feedback f ${dinerBookingJoin('f.rid', 'f.reservation_id', '$1', '$2')}`;
  const [rows, [{ total, average }]] = await Promise.all([
    db.query(`SELECT f.rid, ${rowColumns('f.')} ${from} ORDER BY f.date DESC, f.created_at DESC, f.reservation_id LIMIT $3 OFFSET $4`, [
      dinerId,
      rids,
      page.size,
      (page.page - 1) * page.size,
    ]) as Promise<(FeedbackRow & { rid: number })[]>,
    db.query(`SELECT count(*)::int AS total, ${averageColumn('f.')} ${from}`, [dinerId, rids]) as Promise<
      { total: number; average: number | null }[]
    >,
  ]);
  return { rows, total, average };
}

/** Every comment of the range, oldest visit first (the CSV download). */
export async function feedbackBetween(db: Db, rid: number, range: { from: string; to: string }): Promise<FeedbackRow[]> {
  return db.query(`SELECT ${ROW} FROM feedback WHERE rid = $1 AND date BETWEEN $2 AND $3 ORDER BY date, created_at, reservation_id`, [
    rid,
    range.from,
    range.to,
  ]);
}
