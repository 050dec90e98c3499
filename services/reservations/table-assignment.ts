import {
  DAY_MINUTES,
  DomainError,
  TABLE_HOLDING_STATUSES,
  TABLE_OCCUPYING_STATUSES,
  type OutletClock,
  type StoredStatus,
} from '@covers/shared';
import type { Override } from './reservations.events';
import type { ReservationDay } from './reservations.state';
import { pax, type FloorSnapshot, type Reservation } from './reservation.types';

export const holdsTables = (status: StoredStatus) => (TABLE_HOLDING_STATUSES as readonly string[]).includes(status);
/** Statuses of a party at its table now: it holds the table until it leaves, whatever its turnaround. */
export const occupiesTables = (status: StoredStatus) => (TABLE_OCCUPYING_STATUSES as readonly string[]).includes(status);

/** A party still at its table holds it at least until now, however long past its turnaround. */
function windowOf(r: Reservation, clock: OutletClock | null): [number, number] {
  const end = r.time_minute + r.duration_minutes;
  if (clock && occupiesTables(r.status) && clock.date === r.date) return [r.time_minute, Math.max(end, clock.minute + 1)];
  return [r.time_minute, end];
}

/** What the host sees of a clashing booking before choosing Book anyways or Select another table. */
export function clashDetails(r: Reservation) {
  const hh = String(Math.floor(r.time_minute / 60) % 24).padStart(2, '0');
  const mm = String(r.time_minute % 60).padStart(2, '0');
  return {
    reservation_id: r.reservation_id,
    name: [r.first_name, r.last_name].filter(Boolean).join(' '),
    time: `${hh}:${mm}`,
    pax: pax(r),
    status: r.status,
    table_ids: r.table_ids,
  };
}

/** Pax outside the table's (or combination's) range is "Reservation/Table capacity conflict!". */
export function checkCapacity(floor: FloorSnapshot | null, tableIds: readonly string[], partySize: number): void {
  if (!floor || tableIds.length === 0) return;
  const unknown = tableIds.filter((id) => !floor.tables.has(id));
  if (unknown.length > 0) throw new DomainError('TABLE_UNKNOWN', { table_ids: 'reservations.tableUnknown' }, { table_ids: unknown });
  const key = [...tableIds].sort().join(',');
  const combination = floor.combinations.find((c) => [...c.table_ids].sort().join(',') === key);
  const tables = tableIds.map((id) => floor.tables.get(id)!);
  const range =
    tableIds.length === 1
      ? { min_pax: tables[0].min_pax, max_pax: tables[0].max_pax }
      : (combination ?? { min_pax: Math.min(...tables.map((t) => t.min_pax)), max_pax: tables.reduce((sum, t) => sum + t.max_pax, 0) });
  if (partySize < range.min_pax || partySize > range.max_pax) {
    throw new DomainError('CAPACITY_CONFLICT', {}, { pax: partySize, min_pax: range.min_pax, max_pax: range.max_pax, table_ids: tableIds });
  }
}

/**
 * May `candidate` hold its tables for its time window on this day? A party seated there now refuses it
 * outright ("Tables already assigned to another booking."); a locked table refuses it; another booking
 * holding a table at an overlapping time is "Table double booked!" unless the host chose Book anyways,
 * in which case the overridden bookings are returned for the audit trail.
 */
export function checkTables(
  day: ReservationDay,
  candidate: Reservation,
  options: { floor: FloorSnapshot | null; bookAnyway: boolean; clock: OutletClock | null; ignore?: readonly string[] },
): Override[] {
  if (candidate.table_ids.length === 0) return [];
  checkCapacity(options.floor, candidate.table_ids, pax(candidate));
  const [start, end] = windowOf(candidate, options.clock);
  for (const id of candidate.table_ids) {
    const table = day.tables.get(id);
    if (table?.state !== 'Locked') continue;
    const from = table.from_minute ?? 0;
    const to = table.to_minute ?? DAY_MINUTES * 2;
    if (start < to && from < end)
      throw new DomainError('TABLE_LOCKED', {}, { table_id: id, from_minute: table.from_minute, to_minute: table.to_minute });
  }
  const clashes: Reservation[] = [];
  for (const other of day.reservations.values()) {
    if (other.reservation_id === candidate.reservation_id || options.ignore?.includes(other.reservation_id) || !holdsTables(other.status))
      continue;
    if (!other.table_ids.some((t) => candidate.table_ids.includes(t))) continue;
    const [otherStart, otherEnd] = windowOf(other, options.clock);
    if (start < otherEnd && otherStart < end) clashes.push(other);
  }
  if (clashes.length === 0) return [];
  const seated = clashes.filter((c) => occupiesTables(c.status));
  if (seated.length > 0) throw new DomainError('TABLES_ALREADY_ASSIGNED', {}, { clashes: seated.map(clashDetails) });
  if (!options.bookAnyway)
    throw new DomainError(
      'TABLE_DOUBLE_BOOKED',
      {},
      { clashes: clashes.map(clashDetails), choices: ['book_anyway', 'select_another_table'] },
    );
  return clashes.map((c) => ({ reservation_id: c.reservation_id, table_ids: c.table_ids.filter((t) => candidate.table_ids.includes(t)) }));
}
