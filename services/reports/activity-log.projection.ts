import type { ActivityCategory } from '@covers/shared';
import type { EntityManager } from 'typeorm';
import { ACCESS_EVENT_TYPES, groupStreamId, SIGN_IN_EVENT_TYPES } from '../access';
import { AVAILABILITY_EVENT_TYPES } from '../availability';
import type { Projection, RecordedEvent } from '../eventstore';
import { FLOOR_EVENT_TYPES } from '../floor';
import { ONLINE_EVENT_TYPES } from '../online';
import { RESERVATION_DAY_EVENT_TYPES } from '../reservations';
import { TELEPHONY_EVENT_TYPES } from '../telephony';
import { REPORTS_EVENT_TYPES } from './reports.events';

/** Reservation events that are bookings being made or changed (status changes are their own category). */
const BOOKING_TYPES = RESERVATION_DAY_EVENT_TYPES.filter(
  (t) => !['ReservationStatusChanged', 'ReservationNotificationRequested'].includes(t),
);
const SETTINGS_TYPES = [
  ...AVAILABILITY_EVENT_TYPES,
  ...FLOOR_EVENT_TYPES,
  ...ONLINE_EVENT_TYPES,
  ...TELEPHONY_EVENT_TYPES.filter((t) => t !== 'IncomingCallReceived'),
];

/** What the log keeps of an event: these fields when they are plain values (never a password hash or a whole booking). */
const DETAIL_FIELDS = [
  'reservation_id',
  'origin',
  'action',
  'from',
  'to',
  'reason',
  'via',
  'to_date',
  'table_id',
  'userId',
  'username',
  'accessTypeId',
  'name',
  'rid',
  'service_id',
  'date',
  'what',
  'file',
  'bookings',
] as const;

function detailsOf(data: Record<string, unknown>): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  for (const field of DETAIL_FIELDS) {
    const value = data[field];
    if (value !== null && value !== undefined && typeof value !== 'object') details[field] = value;
  }
  const booking = data.reservation as { reservation_id?: string } | undefined;
  if (booking?.reservation_id) details.reservation_id = booking.reservation_id;
  return details;
}

/** Book anyways (table clashes) and capacity or service-rule overrides make an event an override, whatever it is. */
function isOverride(data: Record<string, unknown>): boolean {
  const overrides = data.overrides as unknown[] | undefined;
  return (Array.isArray(overrides) && overrides.length > 0) || !!data.capacity_override || !!data.rules_override;
}

function categoryOf(type: string, data: Record<string, unknown>): ActivityCategory {
  if (SIGN_IN_EVENT_TYPES.includes(type as never)) return 'sign_in';
  if (REPORTS_EVENT_TYPES.includes(type as never)) return 'export';
  if (ACCESS_EVENT_TYPES.includes(type as never)) return 'user_access';
  if (SETTINGS_TYPES.includes(type as never)) return 'settings';
  if (isOverride(data)) return 'override';
  return type === 'ReservationStatusChanged' ? 'status_change' : 'booking';
}

const GROUP_STREAM_PREFIX = groupStreamId('');

/** The outlet or the group a row belongs to: a sign-in names its outlet, or else its group, in its data (its stream is the user's own). */
function scopeOf(recorded: RecordedEvent): { rid: number | null; groupUid: string | null } {
  if (SIGN_IN_EVENT_TYPES.includes(recorded.type as never)) {
    const data = recorded.data as { rid: number | null; groupUid: string | null };
    return data.rid !== null ? { rid: data.rid, groupUid: null } : { rid: null, groupUid: data.groupUid };
  }
  const groupUid = recorded.streamId.startsWith(GROUP_STREAM_PREFIX) ? recorded.streamId.slice(GROUP_STREAM_PREFIX.length) : null;
  return { rid: recorded.rid, groupUid };
}

/**
 * Import batches' data as the log reads it, by position: their bookings counted in the database rather than parsed
 * here (an import's service days carry thousands), the count (`bookings`) in the place of the list and of the
 * bookings' capacity overrides.
 */
async function importSummaries(manager: EntityManager, events: readonly RecordedEvent[]): Promise<Map<number, Record<string, unknown>>> {
  const positions = events.filter((e) => e.type === 'ReservationsImported').map((e) => e.position);
  if (positions.length === 0) return new Map();
  const rows: { position: string; data: Record<string, unknown> }[] = await manager.query(
    `SELECT position, (data - 'reservations' - 'capacity_overrides') || jsonb_build_object('bookings', jsonb_array_length(data -> 'reservations')) AS data
       FROM events WHERE position = ANY($1::bigint[])`,
    [positions],
  );
  return new Map(rows.map((row) => [Number(row.position), row.data]));
}

/**
 * The hash of a row: SHA-256 over the previous row's hash and the row's content, in SQL so that writing and
 * checking it are the same expression. Times as epoch microseconds: text forms depend on the session's time zone.
 */
export const ROW_HASH_SQL = (
  row: string,
  prev: string,
) => `encode(sha256(convert_to(concat_ws('|', ${prev}, ${row}position, ${row}stream_id,
  ${row}stream_version, ${row}rid, ${row}group_uid, (extract(epoch FROM ${row}at) * 1000000)::bigint, ${row}actor, ${row}category,
  ${row}event_type, ${row}subject, ${row}details::text), 'UTF8')), 'hex')`;

/**
 * The user activity log, kept from the events of sign-ins, bookings, statuses, settings, users and access, and
 * exports. Each row chains to its stream's head (the hash of the stream's last row), and becomes the new head.
 */
export const activityLogProjection: Projection = {
  name: 'activity-log',
  tables: ['activity_log', 'activity_chain_heads'],
  handles: [
    ...SIGN_IN_EVENT_TYPES,
    ...BOOKING_TYPES,
    'ReservationStatusChanged',
    ...ACCESS_EVENT_TYPES,
    ...SETTINGS_TYPES,
    ...REPORTS_EVENT_TYPES,
  ],
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    await log(manager, recorded, (await importSummaries(manager, [recorded])).get(recorded.position));
  },
  async applyAll(manager: EntityManager, events: readonly RecordedEvent[]): Promise<void> {
    const summaries = await importSummaries(manager, events);
    for (const event of events) await log(manager, event, summaries.get(event.position));
  },
};

/** The event's row in the log, chained to its stream's head; `summary` in place of an import batch's data. */
async function log(manager: EntityManager, recorded: RecordedEvent, summary: Record<string, unknown> | undefined): Promise<void> {
  const data = summary ?? (recorded.data as Record<string, unknown>);
  const details = detailsOf(data);
  const { rid, groupUid } = scopeOf(recorded);
  const subject = (details.reservation_id ?? details.userId ?? details.service_id ?? null) as string | null;
  await manager.query(
    `WITH prev AS (SELECT coalesce((SELECT hash FROM activity_chain_heads WHERE stream_id = $2), '') AS hash),
            row AS (SELECT $1::bigint AS position, $2::text AS stream_id, $3::integer AS stream_version, $4::integer AS rid, $5::text AS group_uid,
                           $6::timestamptz AS at, $7::text AS actor, $8::text AS category, $9::text AS event_type, $10::text AS subject,
                           $11::jsonb AS details),
            logged AS (
              INSERT INTO activity_log (position, stream_id, stream_version, rid, group_uid, at, actor, category, event_type, subject, details, prev_hash, hash)
              SELECT r.position, r.stream_id, r.stream_version, r.rid, r.group_uid, r.at, r.actor, r.category, r.event_type, r.subject, r.details,
                     prev.hash, ${ROW_HASH_SQL('r.', 'prev.hash')}
                FROM row r, prev
              RETURNING stream_id, stream_version, hash, rid, group_uid)
       INSERT INTO activity_chain_heads (stream_id, stream_version, hash, rid, group_uid)
       SELECT stream_id, stream_version, hash, rid, group_uid FROM logged
       ON CONFLICT (stream_id) DO UPDATE
         SET stream_version = EXCLUDED.stream_version, hash = EXCLUDED.hash, rid = EXCLUDED.rid, group_uid = EXCLUDED.group_uid`,
    [
      recorded.position,
      recorded.streamId,
      recorded.streamVersion,
      rid,
      groupUid,
      recorded.metadata.now,
      recorded.metadata.actor,
      categoryOf(recorded.type, data),
      recorded.type,
      subject,
      JSON.stringify(details),
    ],
  );
}
