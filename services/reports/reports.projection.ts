import type { EntityManager } from 'typeorm';
import type { Projection, RecordedEvent } from '../eventstore';
import { applyImportsTogether, type Reservation, type ReservationDayEvent } from '../reservations';
import { contributionSql } from './report-contributions';
import { followMerge, MERGE_EVENT_TYPES } from './report-diner-merges';
import { settleFirstVisits } from './report-first-visits';
import { fillReportsFromEvents } from './reports.rebuild';

/** The booking fields the reports keep, as a record type for jsonb_to_record(set). */
const BOOKING_RECORD = `(reservation_id uuid, date date, time_minute integer, kind text, status text, source text,
  adults integer, children integer, diner_id uuid)`;
const BOOKING_SELECT = `r.reservation_id, r.date, (r.time_minute / 60)::smallint, r.kind, r.status, r.source, r.adults, r.children, r.diner_id`;

const OF_IDS = `(SELECT * FROM report_bookings WHERE rid = $1 AND reservation_id = ANY($2::uuid[]))`;

/** Counts the bookings into (or out of) the daily and the monthly rollup, in one round trip. */
async function countIn(manager: EntityManager, rid: number, ids: readonly string[], sign: '+' | '-'): Promise<void> {
  await manager.query(
    `WITH daily AS (${contributionSql(OF_IDS, sign, 'report_rollups')}) ${contributionSql(OF_IDS, sign, 'report_rollups_monthly')}`,
    [rid, ids],
  );
}

async function dinersOf(manager: EntityManager, rid: number, ids: readonly string[]): Promise<(string | null)[]> {
  const rows: { diner_id: string | null }[] = await manager.query(`SELECT diner_id FROM ${OF_IDS} b`, [rid, ids]);
  return rows.map((r) => r.diner_id);
}

/** Works the diners' first visits out again (at the outlet, or everywhere), and drops the buckets a change emptied. */
async function settle(manager: EntityManager, rid: number | null, diners: readonly (string | null)[]): Promise<void> {
  await settleFirstVisits(manager, diners, rid);
  await manager.query(
    `WITH daily AS (DELETE FROM report_rollups WHERE ($1::int IS NULL OR rid = $1) AND bookings = 0)
     DELETE FROM report_rollups_monthly WHERE ($1::int IS NULL OR rid = $1) AND bookings = 0`,
    [rid],
  );
}

/**
 * Takes the bookings' figures out of the rollups, changes them, and counts them in again: the rollups follow any
 * change; the first visits of the diners before and after it are worked out again.
 */
async function restate(manager: EntityManager, rid: number, ids: string[], change: () => Promise<unknown>): Promise<void> {
  const before = await dinersOf(manager, rid, ids);
  await countIn(manager, rid, ids, '-');
  await change();
  await countIn(manager, rid, ids, '+');
  await settle(manager, rid, [...before, ...(await dinersOf(manager, rid, ids))]);
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

/**
 * Import batches (one or many events, e.g. every service day of a request): new bookings, read from the stored
 * events (a batch crosses the wire once), then counted in, per outlet.
 */
async function insertImported(manager: EntityManager, positions: readonly number[]): Promise<void> {
  const added: { rid: number; ids: string[]; diners: (string | null)[] }[] = await manager.query(
    `WITH added AS (
       INSERT INTO report_bookings (rid, reservation_id, date, hour, kind, status, source, adults, children, diner_id)
       SELECT e.rid, ${BOOKING_SELECT} FROM events e, jsonb_to_recordset(e.data -> 'reservations') AS r${BOOKING_RECORD}
        WHERE e.position = ANY($1::bigint[])
       RETURNING rid, reservation_id, diner_id)
     SELECT rid, array_agg(reservation_id) AS ids, array_agg(diner_id) AS diners FROM added GROUP BY rid`,
    [positions],
  );
  for (const { rid, ids, diners } of added) {
    await countIn(manager, rid, ids, '+');
    await settle(manager, rid, diners);
  }
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

/** The reports' read models, kept from the reservation day streams and the diners' merges. */
export const reportsProjection: Projection = {
  name: 'reports',
  tables: ['report_bookings', 'report_rollups', 'report_rollups_monthly', 'report_first_visits', 'report_diner_merges'],
  handles: [...REPORTED_EVENT_TYPES, ...MERGE_EVENT_TYPES],
  rebuild: (manager) => fillReportsFromEvents(manager, REPORTED_EVENT_TYPES),
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    if (recorded.type === 'ReservationsImported') return insertImported(manager, [recorded.position]);
    if ((MERGE_EVENT_TYPES as string[]).includes(recorded.type))
      return settle(manager, null, await followMerge(manager, { type: recorded.type, data: recorded.data } as never));
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
  applyAll: applyImportsTogether(insertImported, (manager, event) => reportsProjection.apply(manager, event)),
};
