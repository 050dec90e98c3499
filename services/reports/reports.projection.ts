import { FULFILLED_STATUSES } from '@covers/shared';
import type { EntityManager } from 'typeorm';
import type { Projection, RecordedEvent } from '../eventstore';
import type { Reservation, ReservationDayEvent } from '../reservations';

/** The booking fields the reports keep, as a record type for jsonb_to_record(set). */
const BOOKING_RECORD = `(reservation_id uuid, date date, time_minute integer, kind text, status text, source text,
  adults integer, children integer, diner_id uuid)`;
const BOOKING_SELECT = `r.reservation_id, r.date, (r.time_minute / 60)::smallint, r.kind, r.status, r.source, r.adults, r.children, r.diner_id`;

/** The rollup rows one booking counts in: its day (or month) in total and by hour, source, party size, kind and known diner, each by status. */
const contributionSql = (bookings: string, sign: '+' | '-', table: 'report_rollups' | 'report_rollups_monthly') => `
  INSERT INTO ${table} AS t (rid, date, dimension, value, status, bookings, adults, children)
  SELECT b.rid, ${table === 'report_rollups' ? 'b.date' : `date_trunc('month', b.date)::date`}, d.dimension, d.value, b.status,
         ${sign}count(*), ${sign}sum(b.adults), ${sign}sum(b.children)
    FROM ${bookings} b
   CROSS JOIN LATERAL (VALUES ('total', ''), ('hour', b.hour::text), ('source', b.source), ('party_size', (b.adults + b.children)::text),
                              ('kind', b.kind), ('diner', (b.diner_id IS NOT NULL)::text)) AS d(dimension, value)
   GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (rid, dimension, date, value, status) DO UPDATE
    SET bookings = t.bookings + EXCLUDED.bookings, adults = t.adults + EXCLUDED.adults, children = t.children + EXCLUDED.children`;

/**
 * Moves each diner's first fulfilled visit at the outlet earlier when one of these bookings is, and keeps the
 * count of first visits per day in the daily rollup (dimension first_visit): new diners are read from there.
 */
const firstVisitsSql = (bookings: string) => `
  WITH candidates AS (
    SELECT b.rid, b.diner_id, min(b.date) AS first_date FROM ${bookings} b
     WHERE b.diner_id IS NOT NULL AND b.status = ANY($3::text[]) GROUP BY b.rid, b.diner_id),
  earlier AS (
    SELECT c.rid, c.diner_id, c.first_date, f.first_date AS old_date FROM candidates c
      LEFT JOIN report_first_visits f ON f.rid = c.rid AND f.diner_id = c.diner_id
     WHERE f.first_date IS NULL OR c.first_date < f.first_date),
  kept AS (
    INSERT INTO report_first_visits (rid, diner_id, first_date) SELECT rid, diner_id, first_date FROM earlier
    ON CONFLICT (rid, diner_id) DO UPDATE SET first_date = EXCLUDED.first_date)
  INSERT INTO report_rollups AS t (rid, date, dimension, value, status, bookings, adults, children)
  SELECT rid, date, 'first_visit', '', '', sum(n), 0, 0
    FROM (SELECT rid, first_date AS date, 1 AS n FROM earlier UNION ALL SELECT rid, old_date, -1 FROM earlier WHERE old_date IS NOT NULL) x
   GROUP BY rid, date
  ON CONFLICT (rid, dimension, date, value, status) DO UPDATE SET bookings = t.bookings + EXCLUDED.bookings`;

const OF_IDS = `(SELECT * FROM report_bookings WHERE rid = $1 AND reservation_id = ANY($2::uuid[]))`;

/** Counts the bookings into (or out of) the daily and the monthly rollup, in one round trip. */
async function countIn(manager: EntityManager, rid: number, ids: readonly string[], sign: '+' | '-'): Promise<void> {
  await manager.query(
    `WITH daily AS (${contributionSql(OF_IDS, sign, 'report_rollups')}) ${contributionSql(OF_IDS, sign, 'report_rollups_monthly')}`,
    [rid, ids],
  );
}

/** Moves the diners' first visits, and drops the buckets a change emptied. */
async function settle(manager: EntityManager, rid: number, ids: readonly string[]): Promise<void> {
  await manager.query(firstVisitsSql(OF_IDS), [rid, ids, FULFILLED_STATUSES]);
  await manager.query(
    `WITH daily AS (DELETE FROM report_rollups WHERE rid = $1 AND bookings = 0) DELETE FROM report_rollups_monthly WHERE rid = $1 AND bookings = 0`,
    [rid],
  );
}

/** Takes the bookings' figures out of the rollups, changes them, and counts them in again: the rollups follow any change. */
async function restate(manager: EntityManager, rid: number, ids: string[], change: () => Promise<unknown>): Promise<void> {
  await countIn(manager, rid, ids, '-');
  await change();
  await countIn(manager, rid, ids, '+');
  await settle(manager, rid, ids);
}

function upsertBookings(manager: EntityManager, rid: number, reservations: readonly Partial<Reservation>[]) {
  return manager.query(
    `INSERT INTO report_bookings (rid, reservation_id, date, hour, kind, status, source, adults, children, diner_id)
     SELECT $1, ${BOOKING_SELECT} FROM jsonb_to_recordset($2::jsonb) AS r${BOOKING_RECORD}
     ON CONFLICT (rid, reservation_id) DO UPDATE SET date = EXCLUDED.date, hour = EXCLUDED.hour, kind = EXCLUDED.kind,
       status = EXCLUDED.status, source = EXCLUDED.source, adults = EXCLUDED.adults, children = EXCLUDED.children,
       diner_id = EXCLUDED.diner_id`,
    [rid, JSON.stringify(reservations)],
  );
}

/** An import batch: new bookings, read from the stored event (a batch crosses the wire once), then counted in. */
async function insertImported(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
  const rid = recorded.rid as number;
  const [{ ids }]: { ids: string[] | null }[] = await manager.query(
    `WITH added AS (
       INSERT INTO report_bookings (rid, reservation_id, date, hour, kind, status, source, adults, children, diner_id)
       SELECT $1, ${BOOKING_SELECT} FROM events e, jsonb_to_recordset(e.data -> 'reservations') AS r${BOOKING_RECORD}
        WHERE e.position = $2
       RETURNING reservation_id)
     SELECT array_agg(reservation_id) AS ids FROM added`,
    [rid, recorded.position],
  );
  if (!ids) return;
  await countIn(manager, rid, ids, '+');
  await settle(manager, rid, ids);
}

/** Edits change these of the booking fields the reports keep. */
const EDITED_FIELDS = ['adults', 'children', 'source', 'diner_id'] as const;

type ReportedEvent = Extract<
  ReservationDayEvent,
  {
    type:
      | 'ReservationBooked'
      | 'ReservationEdited'
      | 'ReservationStatusChanged'
      | 'ReservationTablesAssigned'
      | 'ReservationMovedIn'
      | 'ReservationMoveUndone'
      | 'ReservationsImported';
  }
>;
export const REPORTED_EVENT_TYPES: ReportedEvent['type'][] = [
  'ReservationBooked',
  'ReservationEdited',
  'ReservationStatusChanged',
  'ReservationTablesAssigned',
  'ReservationMovedIn',
  'ReservationMoveUndone',
  'ReservationsImported',
];

/** The reports' read models, kept from the reservation day streams. */
export const reportsProjection: Projection = {
  name: 'reports',
  tables: ['report_bookings', 'report_rollups', 'report_rollups_monthly', 'report_first_visits'],
  handles: REPORTED_EVENT_TYPES,
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    if (recorded.type === 'ReservationsImported') return insertImported(manager, recorded);
    const event = { type: recorded.type, data: recorded.data } as Exclude<ReportedEvent, { type: 'ReservationsImported' }>;
    const rid = recorded.rid as number;
    switch (event.type) {
      case 'ReservationBooked':
      case 'ReservationMovedIn': {
        const r = event.data.reservation;
        return restate(manager, rid, [r.reservation_id], () => upsertBookings(manager, rid, [r]));
      }
      case 'ReservationMoveUndone':
        return restate(manager, rid, [event.data.reservation_id], () => upsertBookings(manager, rid, [event.data.restore]));
      case 'ReservationEdited': {
        const after = event.data.after as Record<string, unknown>;
        const keys = EDITED_FIELDS.filter((k) => k in after);
        if (keys.length === 0) return;
        return restate(manager, rid, [event.data.reservation_id], () =>
          manager.query(
            `UPDATE report_bookings t SET (${keys.join(', ')}) = (SELECT ${keys.map((k) => `p.${k}`).join(', ')}
               FROM jsonb_to_record($3::jsonb) AS p${BOOKING_RECORD}) WHERE t.rid = $1 AND t.reservation_id = $2`,
            [rid, event.data.reservation_id, JSON.stringify(after)],
          ),
        );
      }
      case 'ReservationStatusChanged':
        return restate(manager, rid, [event.data.reservation_id], () =>
          manager.query(`UPDATE report_bookings SET status = $3 WHERE rid = $1 AND reservation_id = $2`, [
            rid,
            event.data.reservation_id,
            event.data.to,
          ]),
        );
      case 'ReservationTablesAssigned':
        return restate(manager, rid, [event.data.reservation_id], () =>
          manager.query(`UPDATE report_bookings SET hour = $3 WHERE rid = $1 AND reservation_id = $2`, [
            rid,
            event.data.reservation_id,
            Math.floor(event.data.after.time_minute / 60),
          ]),
        );
      default: {
        const unhandled: never = event;
        throw new Error(`reports projection cannot apply ${(unhandled as ReportedEvent).type}`);
      }
    }
  },
};
