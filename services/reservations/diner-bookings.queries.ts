import { FULFILLED_STATUSES } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { outletTimeZoneSubquery } from '../access';

const fulfilled = FULFILLED_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * A diner's visits, cancellations, no-shows and last visit, counted from their reservations (never typed in) and kept
 * in `diner_visit_stats` by the database as the reservations change, those of diners merged into them included (see
 * MergedDinerVisitStats, a migration of this context): for the diners context, joined as `s`.
 * A diner who never booked has no row: the counts read 0.
 */
export const dinerVisitStats = {
  join: (dinerIdColumn: string) => `LEFT JOIN diner_visit_stats s ON s.diner_id = ${dinerIdColumn}`,
  columns: `coalesce(s.visit_count, 0) AS visit_count, coalesce(s.cancellation_count, 0) AS cancellation_count,
    coalesce(s.no_show_count, 0) AS no_show_count, s.last_visit`,
};

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

/**
 * Rows of another context keyed by booking (`ridColumn`, `reservationIdColumn` in the caller's query) that are the
 * diner `dinerIdParameter`'s bookings at the outlets `ridsParameter` (an int[]): joined as `r`.
 */
export const dinerBookingJoin = (ridColumn: string, reservationIdColumn: string, dinerIdParameter: string, ridsParameter: string) =>
  `JOIN reservations r ON r.rid = ${ridColumn} AND r.reservation_id = ${reservationIdColumn}
     AND r.diner_id = ${dinerIdParameter} AND r.rid = ANY(${ridsParameter}::int[])`;
