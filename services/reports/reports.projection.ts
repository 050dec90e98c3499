import { FULFILLED_STATUSES } from '@covers/shared';
import type { EntityManager } from 'typeorm';
import type { Projection, RecordedEvent } from '../eventstore';
import { applyImportsTogether, type Reservation, type ReservationDayEvent } from '../reservations';
import { rollupsCtes } from './report-contributions';
import { followMerge, MERGE_EVENT_TYPES } from './report-diner-merges';
import { settleFirstVisits } from './report-first-visits';
import { fillReportsFromEvents } from './reports.rebuild';

/** The booking fields the reports keep, as a record type for jsonb_to_record(set). */
const BOOKING_RECORD = `(reservation_id uuid, date date, time_minute integer, kind text, status text, source text,
  adults integer, children integer, diner_id uuid)`;
const BOOKING_SELECT = `r.reservation_id, r.date, (r.time_minute / 60)::smallint, r.kind, r.status, r.source, r.adults, r.children, r.diner_id`;

/** Works the diners' first visits out again (at the outlet, or everywhere), and drops the buckets a change emptied. */
async function settle(manager: EntityManager, rid: number | null, diners: readonly (string | null)[]): Promise<void> {
  await settleFirstVisits(manager, diners, rid);
  await manager.query(
    `WITH daily AS (DELETE FROM report_rollups WHERE ($1::int IS NULL OR rid = $1) AND bookings = 0)
     DELETE FROM report_rollups_monthly WHERE ($1::int IS NULL OR rid = $1) AND bookings = 0`,
    [rid],
  );
}

type Counted = Pick<Reservation, 'date' | 'status'> & { diner_id: string | null };
const FULFILLED: readonly string[] = FULFILLED_STATUSES;

/** A diner's first visit can move only if the booking's diner, day or fulfilment did. */
const movesFirstVisit = (before: Counted | undefined, after: Counted | undefined) =>
  !before ||
  !after ||
  before.diner_id !== after.diner_id ||
  before.date !== after.date ||
  FULFILLED.includes(before.status) !== FULFILLED.includes(after.status);

/**
 * Changes the bookings of `ids` with `changeSql` (a statement on report_bookings, RETURNING its rows, with $1 the
 * outlet, $2 the ids and its own parameters after them) and moves their figures in the rollups from the old rows to
 * the new in the same statement; the first visits of the diners before and after are worked out again if they may
 * have moved.
 */
async function restate(manager: EntityManager, rid: number, ids: string[], changeSql: string, params: unknown[] = []): Promise<void> {
  const rows: (Counted & { reservation_id: string; was: boolean })[] = await manager.query(
    `WITH old AS (SELECT * FROM report_bookings WHERE rid = $1 AND reservation_id = ANY($2::uuid[])),
     new AS (${changeSql}),
     signed AS (SELECT *, -1 AS sign FROM old UNION ALL SELECT *, 1 FROM new), ${rollupsCtes('signed')}
     SELECT reservation_id, to_char(date, 'YYYY-MM-DD') AS date, status, diner_id, true AS was FROM old
     UNION ALL SELECT reservation_id, to_char(date, 'YYYY-MM-DD'), status, diner_id, false FROM new`,
    [rid, ids, ...params],
  );
  const before = rows.filter((row) => row.was);
  const after = rows.filter((row) => !row.was);
  const firstVisitsMove = ids.some((id) =>
    movesFirstVisit(
      before.find((row) => row.reservation_id === id),
      after.find((row) => row.reservation_id === id),
    ),
  );
  await settle(manager, rid, firstVisitsMove ? rows.map((row) => row.diner_id) : []);
}

const UPSERT_BOOKINGS = `INSERT INTO report_bookings (rid, reservation_id, date, hour, kind, status, source, adults, children, diner_id)
     SELECT $1, ${BOOKING_SELECT} FROM jsonb_to_recordset($3::jsonb) AS r${BOOKING_RECORD}
     ON CONFLICT (rid, reservation_id) DO UPDATE SET date = EXCLUDED.date, hour = EXCLUDED.hour, kind = EXCLUDED.kind,
       status = EXCLUDED.status, source = EXCLUDED.source, adults = EXCLUDED.adults, children = EXCLUDED.children,
       diner_id = EXCLUDED.diner_id
     RETURNING *`;

/**
 * Import batches (one or many events, e.g. every service day of a request): new bookings, read from the stored
 * events (a batch crosses the wire once), counted in as they are inserted, per outlet. A new booking moves a first
 * visit only if it is fulfilled: only its diner's are worked out again.
 */
async function insertImported(manager: EntityManager, positions: readonly number[]): Promise<void> {
  const added: { rid: number; fulfilled: string[] }[] = await manager.query(
    `WITH added AS (
       INSERT INTO report_bookings (rid, reservation_id, date, hour, kind, status, source, adults, children, diner_id)
       SELECT e.rid, ${BOOKING_SELECT} FROM events e, jsonb_to_recordset(e.data -> 'reservations') AS r${BOOKING_RECORD}
        WHERE e.position = ANY($1::bigint[])
       RETURNING *),
     signed AS (SELECT *, 1 AS sign FROM added), ${rollupsCtes('signed')}
     SELECT rid, array_agg(diner_id) AS fulfilled FROM added WHERE diner_id IS NOT NULL AND status = ANY($2::text[]) GROUP BY rid`,
    [positions, FULFILLED_STATUSES],
  );
  // Counted in, new bookings empty no bucket: only the outlets with a fulfilled one have first visits to settle.
  for (const { rid, fulfilled } of added) await settle(manager, rid, fulfilled);
}

const updateOne = (set: string) => `UPDATE report_bookings SET ${set} WHERE rid = $1 AND reservation_id = ANY($2::uuid[]) RETURNING *`;

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
        return restate(manager, rid, [r.reservation_id], UPSERT_BOOKINGS, [JSON.stringify([r])]);
      }
      case 'ReservationMoveUndone':
        return restate(manager, rid, [event.data.reservation_id], UPSERT_BOOKINGS, [JSON.stringify([event.data.restore])]);
      case 'ReservationEdited': {
        const after = event.data.after as Record<string, unknown>;
        const keys = EDITED_FIELDS.filter((k) => k in after);
        if (keys.length === 0) return;
        return restate(
          manager,
          rid,
          [event.data.reservation_id],
          `UPDATE report_bookings t SET (${keys.join(', ')}) = (SELECT ${keys.map((k) => `p.${k}`).join(', ')}
             FROM jsonb_to_record($3::jsonb) AS p${BOOKING_RECORD}) WHERE t.rid = $1 AND t.reservation_id = ANY($2::uuid[]) RETURNING t.*`,
          [JSON.stringify(after)],
        );
      }
      case 'ReservationStatusChanged':
        return restate(manager, rid, [event.data.reservation_id], updateOne('status = $3'), [event.data.to]);
      case 'ReservationTablesAssigned':
        return restate(manager, rid, [event.data.reservation_id], updateOne('hour = $3'), [Math.floor(event.data.after.time_minute / 60)]);
      default: {
        const unhandled: never = event;
        throw new Error(`reports projection cannot apply ${(unhandled as ReportedEvent).type}`);
      }
    }
  },
  applyAll: applyImportsTogether(insertImported, (manager, event) => reportsProjection.apply(manager, event)),
};
