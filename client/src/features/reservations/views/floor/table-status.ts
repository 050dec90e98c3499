import { TABLE_HOLDING_STATUSES, TABLE_OCCUPYING_STATUSES, type FloorTable, type MessageKey, type TableState } from '@covers/shared';
import type { ReservationRow, TableStateRow } from '@covers/shared';

export const LIVE_STATUSES = ['free', 'reservedSoon', 'seated', 'overstayed', 'cleaningNeeded', 'locked'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

const capitalize = <S extends string>(word: S) => `${word[0]!.toUpperCase()}${word.slice(1)}` as Capitalize<S>;
/** The label of a live status: `floorUi.statusReservedSoon`. */
export const liveStatusKey = (status: LiveStatus): MessageKey => `floorUi.status${capitalize(status)}`;

/** How long before a booking its table shows as reserved soon. */
export const RESERVED_SOON_MINUTES = 60;

export interface TableLive {
  status: LiveStatus;
  /** The party at the table (seated / overstayed), or the one expected soon. */
  party: ReservationRow | null;
  /** The next booking of the day at this table that is not seated yet. */
  next: ReservationRow | null;
  state: TableState;
}

const occupying = new Set<string>(TABLE_OCCUPYING_STATUSES);
const holding = new Set<string>(TABLE_HOLDING_STATUSES);

/**
 * Each table's live status for the day shown, from the day's bookings (with the clock's shown status) and
 * the table states: a party at the table wins (overstayed before seated), then cleaning needed, a lock
 * covering the time, a booking within the hour (or already late), else free. `nowMinute` is null when
 * the day shown is not today: then only whole-day facts (states, seated parties) count.
 */
export function liveTables(
  tables: readonly FloorTable[],
  rows: readonly ReservationRow[],
  states: readonly TableStateRow[],
  nowMinute: number | null,
): Map<string, TableLive> {
  const byTable = new Map<string, ReservationRow[]>();
  for (const row of rows) for (const id of row.table_ids) byTable.set(id, [...(byTable.get(id) ?? []), row]);
  const stateOf = new Map(states.map((row) => [row.table_id, row]));
  const result = new Map<string, TableLive>();
  for (const table of tables) {
    const bookings = (byTable.get(table.id) ?? []).slice().sort((a, b) => a.time_minute - b.time_minute);
    const atTable = bookings.find((row) => row.shown_status === 'Overstayed') ?? bookings.find((row) => occupying.has(row.status));
    const next =
      bookings.find(
        (row) =>
          !occupying.has(row.status) &&
          holding.has(row.status) &&
          (nowMinute === null || row.time_minute + row.duration_minutes > nowMinute),
      ) ?? null;
    const stateRow = stateOf.get(table.id);
    const state = stateRow?.state ?? 'Free';
    const lockedNow =
      state === 'Locked' &&
      (nowMinute === null ||
        stateRow?.from_minute == null ||
        (stateRow.from_minute <= nowMinute && nowMinute < (stateRow.to_minute ?? Number.POSITIVE_INFINITY)));
    const soon = next !== null && nowMinute !== null && next.time_minute - nowMinute <= RESERVED_SOON_MINUTES;
    const status: LiveStatus = atTable
      ? atTable.shown_status === 'Overstayed'
        ? 'overstayed'
        : 'seated'
      : state === 'CleaningNeeded'
        ? 'cleaningNeeded'
        : lockedNow
          ? 'locked'
          : soon
            ? 'reservedSoon'
            : 'free';
    result.set(table.id, { status, party: atTable ?? (soon ? next : null), next, state });
  }
  return result;
}
