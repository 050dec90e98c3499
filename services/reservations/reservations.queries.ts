import {
  DONE_WITH_STATUSES,
  FULFILLED_STATUSES,
  LARGE_PARTY_MIN_PAX,
  RESERVATION_EXPORT_FIELDS,
  UPCOMING_STATUSES,
  WAITING_STATUSES,
  CLOCK_LATE_STATUSES,
  CLOCK_OVERSTAYED_STATUSES,
  DAY_MINUTES,
  LATE_AFTER_MINUTES,
  type ListRequest,
  type OutletClock,
  type ReservationExportField,
  type ReservationRow,
  type ReservationTab,
} from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { usernames } from '../access';
import { countedDinerIds, standingDinerId } from '../diners';
import type { BookedReservation } from '../availability';
import { tableNames } from '../floor';

type Db = DataSource | EntityManager;
type Filters = Omit<ListRequest, keyof import('@covers/shared').CommonFields | 'tab' | 'sort'>;

const TAB_STATUSES: Record<Exclude<ReservationTab, 'all'>, readonly string[]> = {
  upcoming: UPCOMING_STATUSES,
  done_with: DONE_WITH_STATUSES,
  waiting: WAITING_STATUSES,
};

/** The WHERE of the day list: outlet and day, service, the five filters of spec §2, search. */
function dayFilter(rid: number, f: Filters, params: unknown[]): string {
  params.push(rid, f.date);
  const where = ['r.rid = $1', 'r.date = $2'];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (f.service_id) add((p) => `r.service_id = ${p}`, f.service_id);
  if (f.vip) where.push('r.vip');
  if (f.requests_notes)
    where.push(`(coalesce(r.special_requests, '') <> '' OR coalesce(r.remarks, '') <> '' OR coalesce(r.staff_notes, '') <> '')`);
  if (f.deposit) add((p) => `r.deposit_status = ${p}`, f.deposit);
  if (f.large_party) add((p) => `r.pax >= ${p}`, LARGE_PARTY_MIN_PAX);
  if (f.campaign) where.push('r.campaign_id IS NOT NULL');
  if (f.search)
    add(
      (p) => `(concat_ws(' ', r.first_name, r.last_name) ILIKE ${p} OR r.phone ILIKE ${p} OR r.email ILIKE ${p})`,
      `%${f.search.replace(/[\\%_]/g, '\\$&')}%`,
    );
  return where.join(' AND ');
}

function tabFilter(tab: ReservationTab, params: unknown[]): string {
  if (tab === 'all') return '';
  params.push(TAB_STATUSES[tab]);
  return ` AND r.status = ANY($${params.length}::text[])`;
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${column.replace('r.', '')}`;

const ROW_COLUMNS = `r.reservation_id, r.kind, r.status, r.date, r.time_minute, r.duration_minutes, r.pax, r.adults, r.children,
  r.table_ids, r.service_id, r.session, r.diner_id, r.salutation, r.first_name, r.last_name, r.phone, r.email, r.vip, r.remarks,
  r.special_requests, r.staff_notes, r.tags, r.occasion, r.taken_by, r.deposit_amount::float8 AS deposit_amount, r.deposit_status,
  r.customer_spend::float8 AS customer_spend, r.hotel_name, r.room_number, r.booked_by, r.third_party_name, r.third_party_phone,
  r.third_party_email, r.third_party_relationship, r.source, r.campaign_id, r.flags, ${iso('r.created_at')}, r.created_by,
  ${iso('r.seated_at')}, ${iso('r.updated_at')}`;
const SELECT_ROW = `SELECT ${ROW_COLUMNS} FROM reservations r`;

/** effectiveStatus (reservation-clock.ts) in SQL, driven by the same transition table, for whole lists at once. */
function shownStatusSql(clock: OutletClock, params: unknown[]): string {
  params.push(CLOCK_LATE_STATUSES, CLOCK_OVERSTAYED_STATUSES, clock.date, clock.minute, LATE_AFTER_MINUTES);
  const n = params.length;
  const start = `((r.date::date - DATE '1970-01-01') * ${DAY_MINUTES} + r.time_minute)`;
  const now = `(($${n - 2}::date - DATE '1970-01-01') * ${DAY_MINUTES} + $${n - 1}::int)`;
  return `CASE WHEN r.status = ANY($${n - 4}::text[]) AND ${now} >= ${start} + $${n}::int THEN 'Late'
               WHEN r.status = ANY($${n - 3}::text[]) AND ${now} >= ${start} + r.duration_minutes THEN 'Overstayed'
               ELSE r.status END`;
}

/**
 * How PostgreSQL writes each list field as JSON, cheaper than row_to_json: `literal` numbers and booleans as
 * their text; `quoted` values no JSON escape can apply to (uuids, dates, ISO times, status names); `json`
 * free text and lists through to_json. A null (or empty list, `nullif`) drops out of concat_ws: the field is left out.
 */
const literal = (sql: string) => `${sql}::text`;
const quoted = (sql: string) => `'"' || ${sql} || '"'`;
const json = (sql: string) => `to_json(${sql})`;
const list = (column: string) => json(`nullif(${column}, '{}')`);
const isoTime = (column: string) => quoted(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const LIST_ROW_JSON: Record<keyof ReservationRow, string> = {
  reservation_id: quoted('r.reservation_id'),
  kind: quoted('r.kind'),
  status: quoted('r.status'),
  date: quoted('r.date'),
  time_minute: literal('r.time_minute'),
  duration_minutes: literal('r.duration_minutes'),
  pax: literal('r.pax'),
  adults: literal('r.adults'),
  children: literal('r.children'),
  table_ids: list('r.table_ids'),
  service_id: json('r.service_id'),
  session: json('r.session'),
  diner_id: quoted('r.diner_id'),
  salutation: json('r.salutation'),
  first_name: json('r.first_name'),
  last_name: json('r.last_name'),
  phone: json('r.phone'),
  email: json('r.email'),
  vip: literal('r.vip'),
  remarks: json('r.remarks'),
  special_requests: json('r.special_requests'),
  staff_notes: json('r.staff_notes'),
  tags: list('r.tags'),
  occasion: json('r.occasion'),
  taken_by: json('r.taken_by'),
  deposit_amount: literal('r.deposit_amount::float8'),
  deposit_status: quoted('r.deposit_status'),
  customer_spend: literal('r.customer_spend::float8'),
  hotel_name: json('r.hotel_name'),
  room_number: json('r.room_number'),
  booked_by: json('r.booked_by'),
  third_party_name: json('r.third_party_name'),
  third_party_phone: json('r.third_party_phone'),
  third_party_email: json('r.third_party_email'),
  third_party_relationship: json('r.third_party_relationship'),
  source: json('r.source'),
  campaign_id: json('r.campaign_id'),
  flags: list('r.flags'),
  created_at: isoTime('r.created_at'),
  created_by: json('r.created_by'),
  seated_at: isoTime('r.seated_at'),
  updated_at: isoTime('r.updated_at'),
  shown_status: quoted('shown.status'),
};
const LIST_ROW_OBJECT = `'{' || concat_ws(',', ${Object.entries(LIST_ROW_JSON)
  .map(([field, value]) => `'"${field}":' || ${value}`)
  .join(', ')}) || '}'`;

/**
 * The day list as JSON text (`ReservationListRow`s), built by PostgreSQL: tab, order by reservation or created
 * time, filters; each row with `shown_status` (Late / Overstayed from the clock). 2,000 bookings leave as one
 * string, not 2,000 objects.
 */
export async function listReservationsJson(db: Db, rid: number, request: ListRequest, clock: OutletClock): Promise<string> {
  const params: unknown[] = [];
  const where = dayFilter(rid, request, params) + tabFilter(request.tab, params);
  const shown = shownStatusSql(clock, params);
  const order = request.sort === 'created_time' ? 'r.created_at, r.reservation_id' : 'r.time_minute, r.created_at, r.reservation_id';
  const [row]: { rows: string }[] = await db.query(
    `SELECT coalesce('[' || string_agg(${LIST_ROW_OBJECT}, ',' ORDER BY ${order}) || ']', '[]') AS rows
       FROM reservations r CROSS JOIN LATERAL (SELECT ${shown} AS status) shown WHERE ${where}`,
    params,
  );
  return row.rows;
}

export async function getReservation(db: Db, rid: number, reservationId: string) {
  const [row]: Omit<ReservationRow, 'shown_status'>[] = await db.query(`${SELECT_ROW} WHERE r.rid = $1 AND r.reservation_id = $2`, [
    rid,
    reservationId,
  ]);
  return row ?? null;
}

/** Several of the outlet's bookings at once (those that exist), by id. */
export async function getReservations(db: Db, rid: number, reservationIds: readonly string[]) {
  const rows: Omit<ReservationRow, 'shown_status'>[] = await db.query(
    `${SELECT_ROW} WHERE r.rid = $1 AND r.reservation_id = ANY($2::uuid[])`,
    [rid, [...new Set(reservationIds)]],
  );
  return new Map(rows.map((row) => [row.reservation_id, row]));
}

/** Bookings and covers per tab for the day (same filters). */
export async function countReservations(db: Db, rid: number, filters: Filters) {
  const params: unknown[] = [];
  const where = dayFilter(rid, filters, params);
  params.push(UPCOMING_STATUSES, DONE_WITH_STATUSES, WAITING_STATUSES, FULFILLED_STATUSES);
  const n = params.length - 1;
  const [row] = await db.query(
    `SELECT count(*)::int AS all_bookings, coalesce(sum(pax), 0)::int AS all_covers,
            count(*) FILTER (WHERE status = ANY($${n - 2}::text[]))::int AS upcoming_bookings,
            coalesce(sum(pax) FILTER (WHERE status = ANY($${n - 2}::text[])), 0)::int AS upcoming_covers,
            count(*) FILTER (WHERE status = ANY($${n - 1}::text[]))::int AS done_with_bookings,
            coalesce(sum(pax) FILTER (WHERE status = ANY($${n - 1}::text[])), 0)::int AS done_with_covers,
            count(*) FILTER (WHERE status = ANY($${n}::text[]))::int AS waiting_bookings,
            coalesce(sum(pax) FILTER (WHERE status = ANY($${n}::text[])), 0)::int AS waiting_covers,
            count(*) FILTER (WHERE status = ANY($${n + 1}::text[]))::int AS fulfilled_bookings
       FROM reservations r WHERE ${where}`,
    params,
  );
  return {
    all: { bookings: row.all_bookings, covers: row.all_covers },
    upcoming: { bookings: row.upcoming_bookings, covers: row.upcoming_covers },
    done_with: { bookings: row.done_with_bookings, covers: row.done_with_covers },
    waiting: { bookings: row.waiting_bookings, covers: row.waiting_covers },
    fulfilled: row.fulfilled_bookings as number,
  };
}

/** How many of the day's bookings each filter would keep (for the filter badges). */
export async function filterCounts(db: Db, rid: number, request: ListRequest) {
  const params: unknown[] = [];
  const where =
    dayFilter(rid, { date: request.date, service_id: request.service_id, search: request.search }, params) + tabFilter(request.tab, params);
  params.push(LARGE_PARTY_MIN_PAX);
  const [row] = await db.query(
    `SELECT count(*) FILTER (WHERE vip)::int AS vip,
            count(*) FILTER (WHERE coalesce(special_requests, '') <> '' OR coalesce(remarks, '') <> '' OR coalesce(staff_notes, '') <> '')::int AS requests_notes,
            count(*) FILTER (WHERE deposit_status = 'paid')::int AS deposit_paid,
            count(*) FILTER (WHERE deposit_status = 'pending')::int AS deposit_pending,
            count(*) FILTER (WHERE pax >= $${params.length})::int AS large_party,
            count(*) FILTER (WHERE campaign_id IS NOT NULL)::int AS campaign
       FROM reservations r WHERE ${where}`,
    params,
  );
  return row as Record<'vip' | 'requests_notes' | 'deposit_paid' | 'deposit_pending' | 'large_party' | 'campaign', number>;
}

/** search_transaction: by name, mobile or email over the given outlets, newest first. */
export async function searchReservations(db: Db, rids: readonly number[], query: string, limit: number) {
  const pattern = `%${query.replace(/[\\%_]/g, '\\$&')}%`;
  return db.query(
    `SELECT r.rid, r.reservation_id, r.status, r.date, r.time_minute, r.pax, r.first_name, r.last_name, r.phone, r.email, r.table_ids, r.kind
       FROM reservations r
      WHERE r.rid = ANY($1::int[])
        AND (concat_ws(' ', r.first_name, r.last_name) ILIKE $2 OR r.phone ILIKE $2 OR r.email ILIKE $2)
      ORDER BY r.date DESC, r.time_minute DESC LIMIT $3`,
    [rids, pattern, limit],
  );
}

export async function searchHistory(db: Db, userId: string) {
  return db.query(`SELECT query, scope, searched_at FROM reservation_search_history WHERE user_id = $1 ORDER BY position DESC`, [userId]);
}

/** The audit trail: who, what, when, before -> after, oldest first. */
export async function auditTrail(db: Db, rid: number, reservationId: string) {
  const rows: { position: string; at: Date; actor: string; action: string; changes: Record<string, unknown> }[] = await db.query(
    `SELECT position, at, actor, action, changes FROM reservation_audit WHERE rid = $1 AND reservation_id = $2 ORDER BY position, seq`,
    [rid, reservationId],
  );
  const names = await usernames(db, [...new Set(rows.map((r) => r.actor))]);
  return rows.map(({ position, at, actor, action, changes }) => ({
    position,
    at,
    actor,
    actor_name: names.get(actor) ?? actor,
    action,
    changes,
  }));
}

/** The outlet's booking activity after `after` (a position), newest last: the notifications feed. */
export async function notifications(db: Db, rid: number, after: number, limit: number) {
  return db.query(
    `SELECT a.position, a.at, a.actor, a.action, a.changes, a.reservation_id, r.first_name, r.last_name, r.date, r.time_minute, r.pax
       FROM reservation_audit a LEFT JOIN reservations r ON r.rid = a.rid AND r.reservation_id = a.reservation_id
      WHERE a.rid = $1 AND a.position > $2 ORDER BY a.position DESC, a.seq LIMIT $3`,
    [rid, after, limit],
  );
}

export async function listDrafts(db: Db, rid: number) {
  return db.query(
    `SELECT draft_id, data, created_by, created_at, updated_at FROM reservation_drafts WHERE rid = $1 ORDER BY updated_at DESC`,
    [rid],
  );
}

export async function getDraft(db: Db, rid: number, draftId: string) {
  const [row] = await db.query(
    `SELECT draft_id, data, created_by, created_at, updated_at FROM reservation_drafts WHERE rid = $1 AND draft_id = $2`,
    [rid, draftId],
  );
  return row ?? null;
}

export async function tableStates(db: Db, rid: number, date: string) {
  return db.query(
    `SELECT table_id, state, from_minute, to_minute, note, updated_at FROM reservation_table_states WHERE rid = $1 AND date = $2`,
    [rid, date],
  );
}

const EXPORT_SQL: Record<ReservationExportField, string> = {
  no: 'row_number() OVER (ORDER BY r.time_minute, r.created_at, r.reservation_id)',
  restaurant_uid: 'o.ruid',
  booking_id: 'r.reservation_id',
  booking_status: 'r.status',
  main_diner_name: `concat_ws(' ', r.salutation, r.first_name, r.last_name)`,
  phone: 'r.phone',
  email: 'r.email',
  vvip: `CASE WHEN r.vip THEN 'Yes' ELSE 'No' END`,
  // The diner's earlier visits, those of the diners merged into the one standing for them included. A getter: the
  // diners context's SQL is read on use, the two contexts' modules loading each other.
  get repeat() {
    return `CASE WHEN r.diner_id IS NOT NULL AND EXISTS (SELECT 1 FROM reservations p WHERE p.diner_id = ANY(${countedDinerIds(standingDinerId('r.diner_id'))}) AND p.status IN (${FULFILLED_STATUSES.map((status) => `'${status}'`).join(', ')}) AND (p.date, p.time_minute) < (r.date, r.time_minute)) THEN 'Yes' ELSE 'No' END`;
  },
  covers_adults: 'r.adults',
  covers_children: 'r.children',
  // Named from the floor context's tables once the rows are read (see exportRows).
  table_number: 'r.table_ids',
  section: 'r.table_ids',
  customer_spend: 'r.customer_spend',
  hotel_name: 'r.hotel_name',
  room_no: 'r.room_number',
  booked_by: 'r.booked_by',
  third_party_name: 'r.third_party_name',
  third_party_phone: 'r.third_party_phone',
  third_party_email: 'r.third_party_email',
  third_party_relationship: 'r.third_party_relationship',
  create_date: `to_char(r.created_at AT TIME ZONE o.tz, 'YYYY-MM-DD HH24:MI')`,
  source: 'r.source',
  session: 'r.session',
};

/** Export rows: the chosen export fields of spec §3, honouring the list's filters; statuses as `statusLabel` words them. */
export async function exportRows(
  db: Db,
  rid: number,
  outlet: { ruid: string; timezone: string },
  request: ListRequest,
  fields: readonly ReservationExportField[],
  statusLabel: (status: string) => string,
) {
  const params: unknown[] = [];
  const where = dayFilter(rid, request, params) + tabFilter(request.tab, params);
  params.push(outlet.ruid, outlet.timezone);
  const select = fields.map((f, i) => `${EXPORT_SQL[f]} AS c${i}`).join(', ');
  const order = request.sort === 'created_time' ? 'r.created_at, r.reservation_id' : 'r.time_minute, r.created_at, r.reservation_id';
  const rows: Record<string, unknown>[] = await db.query(
    `SELECT ${select} FROM reservations r CROSS JOIN (SELECT $${params.length - 1}::text AS ruid, $${params.length}::text AS tz) o WHERE ${where} ORDER BY ${order}`,
    params,
  );
  const tables =
    fields.includes('table_number') || fields.includes('section')
      ? await tableNames(db, rid)
      : new Map<string, { name: string; section: string | null }>();
  /** The status in words; the booking's tables by name in its order, and its sections by name, each once (null when none). */
  const named: Partial<Record<ReservationExportField, (value: never) => string | null>> = {
    booking_status: (status: string) => statusLabel(status),
    table_number: (ids: string[]) => (ids.length === 0 ? null : ids.map((id) => tables.get(id)?.name ?? id).join(', ')),
    section: (ids: string[]) => {
      const sections = [...new Set(ids.map((id) => tables.get(id)?.section).filter((name): name is string => !!name))].sort();
      return sections.length === 0 ? null : sections.join(', ');
    },
  };
  return {
    header: fields.map((f) => RESERVATION_EXPORT_FIELDS.find((x) => x.key === f)!.header),
    rows: rows.map((row) => fields.map((f, i) => (named[f] ? named[f](row[`c${i}`] as never) : row[`c${i}`]))),
  };
}

/** What the availability engine counts: the bookings of the dates from `from` to `to`, whatever their status. */
export async function bookingsBetween(db: Db, rid: number, from: string, to: string): Promise<BookedReservation[]> {
  const rows: {
    reservation_id: string;
    date: string;
    time_minute: number;
    pax: number;
    status: string;
    table_ids: string[];
    service_id: string | null;
    duration_minutes: number | null;
  }[] = await db.query(
    `SELECT reservation_id, date, time_minute, pax, status, table_ids, service_id, duration_minutes
       FROM reservations WHERE rid = $1 AND date BETWEEN $2 AND $3`,
    [rid, from, to],
  );
  return rows.map((r) => ({
    reservationId: r.reservation_id,
    date: r.date,
    timeMinute: r.time_minute,
    pax: r.pax,
    status: r.status,
    tableIds: r.table_ids,
    serviceId: r.service_id,
    durationMinutes: r.duration_minutes,
  }));
}
