import type { EntityManager } from 'typeorm';
import { toRecordedEvent, type EventRow } from '../eventstore';
import { contributionSql } from './report-contributions';
import { fillFirstVisits } from './report-first-visits';
import { followMerge, MERGE_EVENT_TYPES } from './report-diner-merges';

/** Which events a rebuild reads: by default all; for a report as of a moment, the outlets' events recorded by then. */
export interface RebuildFilter {
  rids?: readonly number[];
  upTo?: string;
}

/**
 * Each write an event makes to a booking as the reports keep it, as a patch of its fields: a whole booking (booked,
 * moved in, move undone, imported), or the fields an edit, a status change or a table assignment changes.
 */
const WRITES_SQL = `
  e AS (SELECT position, rid, type, data FROM events
         WHERE type = ANY($1::text[]) AND rid IS NOT NULL AND ($2::int[] IS NULL OR rid = ANY($2::int[]))
           AND ($3::timestamptz IS NULL OR recorded_at <= $3)),
  whole AS (SELECT position, rid, CASE type WHEN 'ReservationMoveUndone' THEN data -> 'restore' ELSE data -> 'reservation' END AS b
              FROM e WHERE type IN ('ReservationBooked', 'ReservationMovedIn', 'ReservationMoveUndone')
            UNION ALL
            SELECT e.position, e.rid, r.b FROM e, jsonb_array_elements(e.data -> 'reservations') AS r(b) WHERE e.type = 'ReservationsImported'),
  writes AS (
    SELECT position, rid, (b ->> 'reservation_id')::uuid AS reservation_id, true AS whole,
           jsonb_build_object('date', b -> 'date', 'hour', (b ->> 'time_minute')::int / 60, 'kind', b -> 'kind', 'status', b -> 'status',
                              'source', b -> 'source', 'adults', b -> 'adults', 'children', b -> 'children', 'diner_id', b -> 'diner_id') AS patch
      FROM whole
    UNION ALL
    SELECT position, rid, (data ->> 'reservation_id')::uuid, false, jsonb_build_object('status', data -> 'to')
      FROM e WHERE type = 'ReservationStatusChanged'
    UNION ALL
    SELECT position, rid, (data ->> 'reservation_id')::uuid, false, jsonb_build_object('hour', floor((data -> 'after' ->> 'time_minute')::numeric / 60))
      FROM e WHERE type = 'ReservationTablesAssigned'
    UNION ALL
    SELECT position, rid, (data ->> 'reservation_id')::uuid, false,
           (SELECT coalesce(jsonb_object_agg(key, value), '{}') FROM jsonb_each(data -> 'after') WHERE key = ANY('{adults,children,source,diner_id}'))
      FROM e WHERE type = 'ReservationEdited')`;

/**
 * The reports' read models from the events, set-based: each booking is the last value each of its fields was given
 * (jsonb keeps the last of a repeated key, and the patches are taken in position order), the rollups are the
 * bookings added up, the merges are followed in order and the first visits are the earliest fulfilled bookings.
 * The same state as applying the events one by one, in a handful of statements.
 */
export async function fillReportsFromEvents(manager: EntityManager, types: readonly string[], filter: RebuildFilter = {}): Promise<number> {
  const params = [types, filter.rids ?? null, filter.upTo ?? null];
  const [{ count }]: { count: number }[] = await manager.query(`WITH ${WRITES_SQL} SELECT count(*)::int AS count FROM e`, params);
  await manager.query(
    `WITH ${WRITES_SQL}
     INSERT INTO report_bookings (rid, reservation_id, date, hour, kind, status, source, adults, children, diner_id)
     SELECT x.rid, x.reservation_id, r.date, r.hour, r.kind, r.status, r.source, r.adults, r.children, r.diner_id
       FROM (SELECT rid, reservation_id, jsonb_object_agg(k, v ORDER BY position) AS fields
               FROM writes, jsonb_each(patch) AS kv(k, v) GROUP BY rid, reservation_id HAVING bool_or(whole)) x,
            jsonb_to_record(x.fields) AS r(date date, hour smallint, kind text, status text, source text, adults integer, children integer, diner_id uuid)`,
    params,
  );
  const merges = await followMerges(manager, filter.upTo);
  await manager.query(contributionsOfAll('report_rollups'));
  await manager.query(contributionsOfAll('report_rollups_monthly'));
  await fillFirstVisits(manager);
  return count + merges;
}

/** Every diner merge and undo (diners belong to the group, not to an outlet), in order. */
async function followMerges(manager: EntityManager, upTo: string | undefined): Promise<number> {
  const rows: EventRow[] = await manager.query(
    `SELECT position, stream_id, stream_version, rid, type, data, metadata, recorded_at FROM events
      WHERE type = ANY($1::text[]) AND ($2::timestamptz IS NULL OR recorded_at <= $2) ORDER BY position`,
    [MERGE_EVENT_TYPES, upTo ?? null],
  );
  for (const row of rows) await followMerge(manager, toRecordedEvent(row) as never);
  return rows.length;
}

const contributionsOfAll = (table: 'report_rollups' | 'report_rollups_monthly') =>
  contributionSql('(SELECT *, 1 AS sign FROM report_bookings)', table);
