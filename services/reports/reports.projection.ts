import { FULFILLED_STATUSES } from '@covers/shared';
import type { EntityManager } from 'typeorm';
import type { Projection, RecordedEvent } from '../eventstore';
import type { Reservation, ReservationDayEvent } from '../reservations';

/** The booking fields the reports keep, as a record type for jsonb_to_record(set). */
const BOOKING_RECORD = `(reservation_id uuid, date date, time_minute integer, kind text, status text, source text,
  adults integer, children integer, diner_id uuid)`;
const BOOKING_SELECT = `r.reservation_id, r.date, (r.time_minute / 60)::smallint, r.kind, r.status, r.source, r.adults, r.children, r.diner_id`;

/** The rollup rows one booking counts in: its day in total and by hour, source, party size and kind, each by status. */
const contributionSql = (bookings: string, sign: '+' | '-') => `
  INSERT INTO report_rollups AS t (rid, date, dimension, value, status, bookings, adults, children)
  SELECT b.rid, b.date, d.dimension, d.value, b.status, ${sign}count(*), ${sign}sum(b.adults), ${sign}sum(b.children)
    FROM ${bookings} b
   CROSS JOIN LATERAL (VALUES ('total', ''), ('hour', b.hour::text), ('source', b.source),
                              ('party_size', (b.adults + b.children)::text), ('kind', b.kind)) AS d(dimension, value)
   GROUP BY b.rid, b.date, d.dimension, d.value, b.status
  ON CONFLICT (rid, dimension, date, value, status) DO UPDATE
    SET bookings = t.bookings + EXCLUDED.bookings, adults = t.adults + EXCLUDED.adults, children = t.children + EXCLUDED.children`;

const firstVisitsSql = (bookings: string) => `
  INSERT INTO report_first_visits AS f (rid, diner_id, first_date)
  SELECT b.rid, b.diner_id, min(b.date) FROM ${bookings} b
   WHERE b.diner_id IS NOT NULL AND b.status = ANY($3::text[])
   GROUP BY b.rid, b.diner_id
  ON CONFLICT (rid, diner_id) DO UPDATE SET first_date = LEAST(f.first_date, EXCLUDED.first_date)`;

const OF_IDS = `(SELECT * FROM report_bookings WHERE rid = $1 AND reservation_id = ANY($2::uuid[]))`;

/** Takes the bookings' figures out of the rollups, changes them, and counts them in again: the rollups follow any change. */
async function restate(manager: EntityManager, rid: number, ids: string[], change: () => Promise<unknown>): Promise<void> {
  await manager.query(contributionSql(OF_IDS, '-'), [rid, ids]);
  await change();
  await manager.query(contributionSql(OF_IDS, '+'), [rid, ids]);
  await manager.query(`DELETE FROM report_rollups WHERE rid = $1 AND bookings = 0`, [rid]);
  await manager.query(firstVisitsSql(OF_IDS), [rid, ids, FULFILLED_STATUSES]);
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

/** An import batch: new bookings, read from the stored event (a batch crosses the wire once), counted in one statement each. */
async function insertImported(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
  const added = `added AS (
    INSERT INTO report_bookings (rid, reservation_id, date, hour, kind, status, source, adults, children, diner_id)
    SELECT $1, ${BOOKING_SELECT}
      FROM events e, jsonb_to_recordset(e.data -> 'reservations') AS r${BOOKING_RECORD}
     WHERE e.position = $2
    RETURNING *)`;
  await manager.query(`WITH ${added}, counted AS (${contributionSql('added', '+')} RETURNING 1) ${firstVisitsSql('added')}`, [
    recorded.rid,
    recorded.position,
    FULFILLED_STATUSES,
  ]);
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
  tables: ['report_bookings', 'report_rollups', 'report_first_visits'],
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
