import type { EntityManager } from 'typeorm';
import type { Projection, RecordedEvent } from '../eventstore';
import { applyImportsTogether } from './imported-batches';
import {
  RESERVATION_DAY_EVENT_TYPES,
  type CapacityOverride,
  type Override,
  type ReservationDayEvent,
  type RulesOverride,
} from './reservations.events';
import { EDITABLE_FIELDS, type EditableField, type Reservation } from './reservation.types';

const COLUMNS = [
  'reservation_id',
  'kind',
  'status',
  'date',
  'time_minute',
  'table_ids',
  ...EDITABLE_FIELDS,
  'flags',
  'created_at',
  'created_by',
  'seated_at',
] as const satisfies readonly (keyof Reservation)[];

/** Set-based: one statement writes any number of bookings (an import batch as much as a single booking). */
export async function upsertReservations(
  manager: EntityManager,
  rid: number,
  reservations: readonly Partial<Reservation>[],
  at: string,
): Promise<void> {
  if (reservations.length === 0) return;
  await manager.query(
    `INSERT INTO reservations (rid, pax, updated_at, ${COLUMNS.join(', ')})
     SELECT $1, r.adults + r.children, $3, ${COLUMNS.map((c) => `r.${c}`).join(', ')}
       FROM jsonb_populate_recordset(null::reservations, $2::jsonb) r
     ON CONFLICT (rid, reservation_id) DO UPDATE SET
       pax = EXCLUDED.pax, updated_at = EXCLUDED.updated_at, ${COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
    [rid, JSON.stringify(reservations), at],
  );
}

async function audit(
  manager: EntityManager,
  recorded: RecordedEvent,
  entries: { reservation_id: string; action: string; changes: object }[],
): Promise<void> {
  if (entries.length === 0) return;
  await manager.query(
    `INSERT INTO reservation_audit (rid, reservation_id, position, seq, at, actor, action, changes)
     SELECT $1, (e.value->>'reservation_id')::uuid, $2, e.ordinality, $3, $4, e.value->>'action', e.value->'changes'
       FROM jsonb_array_elements($5::jsonb) WITH ORDINALITY AS e(value, ordinality)`,
    [recorded.rid, recorded.position, recorded.metadata.now, recorded.metadata.actor, JSON.stringify(entries)],
  );
}

const change = (before: unknown, after: unknown) => ({ before, after });

/**
 * Import batches (one or many events, e.g. every service day of a request): their bookings (new ids, so a plain
 * insert) and their "imported" audit entries, in one statement, so the visit counts' trigger runs once for all of
 * them. The bookings are read from the stored events themselves, so a big batch crosses the wire once. The events'
 * parts are taken out once (MATERIALIZED): each use of a stored value would decompress it again. Each entry is
 * numbered within its event, in booking id order; its own capacity override is picked out before the numbering sorts
 * the entries (OFFSET 0 keeps it there), or every entry would carry its event's overrides through the sort.
 */
async function insertImported(manager: EntityManager, positions: readonly number[]): Promise<void> {
  await manager.query(
    `WITH batch AS MATERIALIZED (
       SELECT position, rid, (metadata ->> 'now')::timestamptz AS at, metadata ->> 'actor' AS actor,
              data -> 'reservations' AS reservations, data -> 'capacity_overrides' AS capacity_overrides
         FROM events WHERE position = ANY($1::bigint[])),
     added AS (
       INSERT INTO reservations (rid, pax, updated_at, ${COLUMNS.join(', ')})
       SELECT b.rid, r.adults + r.children, b.at, ${COLUMNS.map((c) => `r.${c}`).join(', ')}
         FROM batch b, jsonb_populate_recordset(null::reservations, b.reservations) r)
     INSERT INTO reservation_audit (rid, reservation_id, position, seq, at, actor, action, changes)
     SELECT a.rid, a.reservation_id, a.position, row_number() OVER (PARTITION BY a.position ORDER BY a.reservation_id), a.at, a.actor, 'imported',
            jsonb_build_object('status', jsonb_build_object('before', null, 'after', a.status))
              || CASE WHEN a.capacity_override IS NOT NULL THEN jsonb_build_object('capacity_override', a.capacity_override) ELSE '{}'::jsonb END
       FROM (SELECT b.rid, b.position, b.at, b.actor, r.reservation_id, r.status, b.capacity_overrides -> r.reservation_id::text AS capacity_override
               FROM batch b, jsonb_to_recordset(b.reservations) AS r(reservation_id uuid, status text) OFFSET 0) a`,
    [positions],
  );
}

/** A capacity limit exceeded with Book anyways, and service rules overridden, show in the audit entry's changes. */
const capacityOverride = (data: { capacity_override?: CapacityOverride; rules_override?: RulesOverride }) => ({
  ...(data.capacity_override ? { capacity_override: data.capacity_override } : {}),
  ...(data.rules_override ? { rules_override: data.rules_override } : {}),
});
/** The same for events whose table overrides are optional (an edit, a status change). */
const overridesIn = (data: { overrides?: Override[]; capacity_override?: CapacityOverride; rules_override?: RulesOverride }) => ({
  ...(data.overrides ? { book_anyway: data.overrides } : {}),
  ...capacityOverride(data),
});

/** Reads the day stream's events into `reservations`, `reservation_table_states` and the audit trail. */
export const reservationsProjection: Projection = {
  name: 'reservations',
  tables: ['reservations', 'reservation_audit', 'reservation_table_states', 'diner_visit_stats'],
  handles: RESERVATION_DAY_EVENT_TYPES,
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    // Read from the stored row: the batch's data (hundreds of kB) is not parsed here.
    if (recorded.type === 'ReservationsImported') return insertImported(manager, [recorded.position]);
    const event = { type: recorded.type, data: recorded.data } as Exclude<ReservationDayEvent, { type: 'ReservationsImported' }>;
    const rid = recorded.rid as number;
    const at = recorded.metadata.now;
    switch (event.type) {
      case 'ReservationBooked': {
        const r = event.data.reservation;
        await upsertReservations(manager, rid, [r], at);
        return audit(manager, recorded, [
          {
            reservation_id: r.reservation_id,
            action: event.data.origin === 'reservation' ? 'created' : event.data.origin,
            changes: { status: change(null, r.status), book_anyway: event.data.overrides, ...capacityOverride(event.data) },
          },
        ]);
      }
      case 'ReservationEdited': {
        const keys = Object.keys(event.data.after).filter((k) => (EDITABLE_FIELDS as readonly string[]).includes(k));
        if (keys.length > 0) {
          await manager.query(
            `UPDATE reservations t SET (${keys.join(', ')}, updated_at) = (SELECT ${keys.map((k) => `p.${k}`).join(', ')}, $3::timestamptz FROM jsonb_populate_record(null::reservations, $4::jsonb) p)
              WHERE t.rid = $1 AND t.reservation_id = $2`,
            [rid, event.data.reservation_id, at, JSON.stringify(event.data.after)],
          );
          await manager.query(`UPDATE reservations SET pax = adults + children WHERE rid = $1 AND reservation_id = $2`, [
            rid,
            event.data.reservation_id,
          ]);
        }
        const changes = Object.fromEntries(
          keys.map((k) => [
            k,
            change(event.data.before[k as keyof typeof event.data.before], event.data.after[k as keyof typeof event.data.after]),
          ]),
        );
        return audit(manager, recorded, [
          { reservation_id: event.data.reservation_id, action: 'edited', changes: { ...changes, ...overridesIn(event.data) } },
        ]);
      }
      case 'ReservationStatusChanged': {
        const { reservation_id, to, action, reason } = event.data;
        await manager.query(
          `UPDATE reservations SET status = $3, updated_at = $4,
                  seated_at = CASE WHEN $3 IN ('Seated', 'PartiallySeated') THEN COALESCE(seated_at, $4) ELSE seated_at END,
                  deposit_status = CASE WHEN $5 THEN 'paid' ELSE deposit_status END
            WHERE rid = $1 AND reservation_id = $2`,
          [rid, reservation_id, to, at, action === 'confirm_payment'],
        );
        return audit(manager, recorded, [
          {
            reservation_id,
            action,
            changes: { status: change(event.data.shown_as, to), ...(reason ? { reason } : {}), ...overridesIn(event.data) },
          },
        ]);
      }
      case 'ReservationTablesAssigned': {
        const { reservation_id, before, after, via, overrides } = event.data;
        await manager.query(
          `UPDATE reservations SET time_minute = $3, table_ids = $4, updated_at = $5 WHERE rid = $1 AND reservation_id = $2`,
          [rid, reservation_id, after.time_minute, after.table_ids, at],
        );
        return audit(manager, recorded, [
          {
            reservation_id,
            action: via,
            changes: {
              time_minute: change(before.time_minute, after.time_minute),
              table_ids: change(before.table_ids, after.table_ids),
              book_anyway: overrides,
              ...capacityOverride(event.data),
            },
          },
        ]);
      }
      case 'ReservationMovedIn': {
        const r = event.data.reservation;
        await upsertReservations(manager, rid, [r], at);
        return audit(manager, recorded, [
          {
            reservation_id: r.reservation_id,
            action: 'move_reservation',
            changes: {
              ...Object.fromEntries(
                Object.keys(event.data.edited.after).map((k) => [
                  k,
                  change(event.data.edited.before[k as EditableField], event.data.edited.after[k as EditableField]),
                ]),
              ),
              date: change(event.data.from_date, r.date),
              time_minute: change(event.data.from_time_minute, r.time_minute),
              table_ids: change(event.data.from_table_ids, r.table_ids),
              book_anyway: event.data.overrides,
              ...capacityOverride(event.data),
            },
          },
        ]);
      }
      case 'ReservationMovedOut':
        return;
      case 'ReservationMoveUndone':
        await upsertReservations(manager, rid, [event.data.restore], at);
        return audit(manager, recorded, [
          { reservation_id: event.data.reservation_id, action: 'move_undone', changes: { date: change(null, event.data.restore.date) } },
        ]);
      case 'ReservationFlagsSet':
        await manager.query(`UPDATE reservations SET flags = $3, updated_at = $4 WHERE rid = $1 AND reservation_id = $2`, [
          rid,
          event.data.reservation_id,
          event.data.after,
          at,
        ]);
        return audit(manager, recorded, [
          { reservation_id: event.data.reservation_id, action: 'flags', changes: { flags: change(event.data.before, event.data.after) } },
        ]);
      case 'ReservationNotificationRequested':
        return audit(manager, recorded, [
          {
            reservation_id: event.data.reservation_id,
            action: 'resend_notification',
            changes: { channel: event.data.channel, template: event.data.template },
          },
        ]);
      case 'TableStateChanged': {
        const date = recorded.streamId.slice(recorded.streamId.length - 10);
        await manager.query(
          `INSERT INTO reservation_table_states (rid, date, table_id, state, from_minute, to_minute, note, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (rid, date, table_id) DO UPDATE SET state = EXCLUDED.state, from_minute = EXCLUDED.from_minute,
             to_minute = EXCLUDED.to_minute, note = EXCLUDED.note, updated_at = EXCLUDED.updated_at`,
          [rid, date, event.data.table_id, event.data.to, event.data.from_minute, event.data.to_minute, event.data.note, at],
        );
        return;
      }
      default: {
        const unhandled: never = event;
        throw new Error(`reservations projection cannot apply ${(unhandled as ReservationDayEvent).type}`);
      }
    }
  },
  applyAll: applyImportsTogether(insertImported, (manager, event) => reservationsProjection.apply(manager, event)),
};
