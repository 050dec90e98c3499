import { FULFILLED_STATUSES } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { outletTimeZoneSubquery } from '../access';

const fulfilled = FULFILLED_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * A diner's visits, cancellations, no-shows and last visit, counted from their reservations (never typed in), as a
 * lateral subquery for the diners context: `dinerIds` is an expression of the caller's query giving the uuid[] of the diner
 * and of the diners merged into them (their bookings count as the diner's).
 */
export const dinerVisitStatsSubquery = (dinerIds: string) => `(
  SELECT count(*) FILTER (WHERE r.status IN (${fulfilled}))::int AS visit_count,
         count(*) FILTER (WHERE r.status = 'Cancelled')::int AS cancellation_count,
         count(*) FILTER (WHERE r.status = 'NoShow')::int AS no_show_count,
         max(r.date) FILTER (WHERE r.status IN (${fulfilled})) AS last_visit
    FROM reservations r WHERE r.diner_id = ANY(${dinerIds}))`;

export interface DinerBooking {
  reservation_id: string;
  rid: number;
  date: string;
  time: string;
  adults: number;
  children: number;
  tables: string[];
  status: string;
  customer_spend: number | null;
  deposit: number | null;
}

/** A diner's bookings (`dinerIds`: with those of diners merged into them; visits only: the fulfilled ones) at the given outlets, newest first, with their total. */
export async function dinerBookings(
  db: DataSource | EntityManager,
  dinerIds: readonly string[],
  rids: readonly number[],
  options: { visitsOnly: boolean; limit: number; offset: number },
): Promise<{ bookings: DinerBooking[]; total: number }> {
  const where = `r.diner_id = ANY($1::uuid[]) AND r.rid = ANY($2::int[])${options.visitsOnly ? ` AND r.status IN (${fulfilled})` : ''}`;
  const [rows, [{ total }]] = await Promise.all([
    db.query(
      `SELECT r.reservation_id, r.rid, r.date, to_char(make_interval(mins => r.time_minute), 'HH24:MI') AS time, r.adults, r.children,
              r.table_ids AS tables, r.status, r.customer_spend::float AS customer_spend, r.deposit_amount::float AS deposit
         FROM reservations r WHERE ${where} ORDER BY r.date DESC, r.time_minute DESC LIMIT $3 OFFSET $4`,
      [dinerIds, rids, options.limit, options.offset],
    ),
    db.query(`SELECT count(*)::int AS total FROM reservations r WHERE ${where}`, [dinerIds, rids]) as Promise<{ total: number }[]>,
  ]);
  return { bookings: rows, total };
}

/** Has the diner (`dinerIds` in the caller's query, as above) booked at the outlet `ridParameter`? For the diners context's outlet scope. */
export const dinerBookedAtOutletSubquery = (dinerIds: string, ridParameter: string) =>
  `EXISTS (SELECT 1 FROM reservations r WHERE r.diner_id = ANY(${dinerIds}) AND r.rid = ${ridParameter})`;

/** Has the diner (`dinerIds` as above) booked at an outlet other than those of `ridsParameter` (an int[])? */
export const dinerBookedElsewhereSubquery = (dinerIds: string, ridsParameter: string) =>
  `EXISTS (SELECT 1 FROM reservations r WHERE r.diner_id = ANY(${dinerIds}) AND r.rid <> ALL(${ridsParameter}))`;

/** A diner's bookings from their outlet's today on whose VIP mark differs from `vip`, with their status. */
export function upcomingBookingsMarkedOtherwise(
  db: DataSource | EntityManager,
  dinerId: string,
  vip: boolean,
): Promise<{ reservation_id: string; rid: number; date: string; status: string }[]> {
  return db.query(
    `SELECT r.reservation_id, r.rid, r.date, r.status FROM reservations r
      WHERE r.diner_id = $1 AND r.vip <> $2 AND r.date >= to_char(now() AT TIME ZONE ${outletTimeZoneSubquery('r.rid')}, 'YYYY-MM-DD')`,
    [dinerId, vip],
  );
}
