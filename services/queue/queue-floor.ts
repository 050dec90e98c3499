import {
  addDays,
  MAX_QUEUE_BAND_PAX,
  QUEUE_CATEGORY_CODES,
  TABLE_HOLDING_STATUSES,
  TABLE_OCCUPYING_STATUSES,
  queueCategoryOf,
  type QueueCategory,
  type QueueSettings,
} from '@covers/shared';
import type { DataSource } from 'typeorm';
import { seatingInService } from '../floor';
import type { BookedReservation } from '../availability';
import { bookingsBetween } from '../reservations';
import { turnsSince, type ObservedTurn, type QueueEntry } from './queue.queries';
import type { BookedInterval, QuotedParty, QueueFloorNow } from './wait-quote';

/** How far back the turn times are learnt from, and how many of a band's latest turns count. */
const TURN_DAYS = 7;
const TURNS_PER_BAND = 20;

const OCCUPYING: readonly string[] = TABLE_OCCUPYING_STATUSES;
const HOLDING: readonly string[] = TABLE_HOLDING_STATUSES;

/** The party sizes of a category under the settings (the running number takes every size). */
export function bandPax(category: QueueCategory, settings: Pick<QueueSettings, 'band_a_max_pax' | 'band_b_max_pax'>) {
  if (category === 'A') return { min: 1, max: settings.band_a_max_pax };
  if (category === 'B') return { min: settings.band_a_max_pax + 1, max: settings.band_b_max_pax };
  if (category === 'C') return { min: settings.band_b_max_pax + 1, max: MAX_QUEUE_BAND_PAX };
  return { min: 1, max: MAX_QUEUE_BAND_PAX };
}

/** The categories of the number type: A, B and C, or the running number. */
export const categoriesOf = (settings: Pick<QueueSettings, 'number_type'>): QueueCategory[] =>
  settings.number_type === 'running' ? [''] : [...QUEUE_CATEGORY_CODES];

export interface ServiceMoment {
  date: string;
  /** Minutes from the service day's midnight (past 1440 after midnight), as bookings' times are. */
  minute: number;
  now: string;
}

export interface QueueFloor {
  /** The floor now, with `ahead` (in the order they joined) waiting to be seated before the party quoted. */
  withAhead(ahead: readonly Pick<QueueEntry, 'pax'>[]): QueueFloorNow;
  /** A band as the quote reads it: its sizes and turn, and the tables it can use (alone or combined), counted once. */
  band(category: QueueCategory): QuotedParty & { tables: number; tablesInUse: number };
  /** A party of its own size, quoted with its band's turn. */
  party(pax: number): QuotedParty;
}

const mean = (values: number[]) => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);
const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

/** The mean turn of the latest departed bookings `counts` takes (by their size): time from seated to departed. */
function observedTurn(turns: ObservedTurn[], pax: Map<string, number>, counts: (pax: number) => boolean, latest: number): number | null {
  const lengths = turns
    .filter((turn) => turn.departed_at !== null && pax.has(turn.reservation_id) && counts(pax.get(turn.reservation_id)!))
    .slice(0, latest)
    .map((turn) => minutesBetween(turn.seated_at, turn.departed_at!));
  return mean(lengths);
}

/** What the floor of a service date is learnt from: the plan in service, the last days' bookings and turns. */
export interface QueueFloorRows {
  seating: Awaited<ReturnType<typeof seatingInService>>;
  bookings: BookedReservation[];
  turns: ObservedTurn[];
}

/** Reads the floor's rows by the service date alone, so they can be read before the moment of the day is known. */
export async function readQueueFloorRows(db: DataSource, rid: number, date: string): Promise<QueueFloorRows> {
  const since = addDays(date, -TURN_DAYS);
  const [seating, bookings, turns] = await Promise.all([
    seatingInService(db, rid),
    bookingsBetween(db, rid, since, date),
    turnsSince(db, rid, `${since}T00:00:00.000Z`),
  ]);
  return { seating, bookings, turns };
}

/**
 * The live floor as the learnt quote reads it: the tables of the plan in service and its combinations, the parties at
 * them now (with when they sat down), the bookings still to come at them, and the turn times observed over the last
 * days per band. A party of a band with no turn observed yet stays the mean turn of every band.
 */
export function queueFloor({ seating, bookings, turns }: QueueFloorRows, settings: QueueSettings, at: ServiceMoment): QueueFloor {
  const pax = new Map(bookings.map((booking) => [booking.reservationId, booking.pax]));
  const seatedAt = new Map(turns.map((turn) => [turn.reservation_id, turn.seated_at]));
  const today = bookings.filter((booking) => booking.date === at.date && booking.tableIds.length > 0);
  const categories = categoriesOf(settings);
  const bandTurns = new Map(
    categories.map((category) => [
      category,
      observedTurn(turns, pax, (size) => queueCategoryOf(size, settings) === category, TURNS_PER_BAND),
    ]),
  );
  const everyBand = observedTurn(turns, pax, () => true, TURNS_PER_BAND * categories.length);
  const turnOf = (size: number) => bandTurns.get(queueCategoryOf(size, settings)) ?? everyBand ?? 0;
  const plan = seating?.tables ?? [];
  const tables = plan.map((table) => ({
    ...tableNow(table.table_id, today, seatedAt, turnOf, at),
    table: { id: table.table_id, minPax: table.min_pax, maxPax: table.max_pax },
  }));
  const combinations = (seating?.combinations ?? []).map((c) => ({ tableIds: c.table_ids, minPax: c.min_pax, maxPax: c.max_pax }));
  return {
    withAhead: (ahead) => ({
      tables: tables.map(({ table, freeIn, booked }) => ({ ...table, freeIn, booked })),
      combinations,
      ahead: ahead.map((party) => ({ pax: party.pax, turnMinutes: turnOf(party.pax) })),
    }),
    band(category) {
      const { min, max } = bandPax(category, settings);
      const fits = (sizes: { minPax: number; maxPax: number }) => sizes.maxPax >= min && sizes.minPax <= max;
      const usable = new Set([
        ...tables.filter(({ table }) => fits(table)).map(({ table }) => table.id),
        ...combinations.filter(fits).flatMap((combination) => combination.tableIds),
      ]);
      return {
        minPax: min,
        maxPax: max,
        turnMinutes: bandTurns.get(category) ?? null,
        tables: usable.size,
        tablesInUse: tables.filter(({ table, inUse }) => inUse && usable.has(table.id)).length,
      };
    },
    party: (size) => ({ minPax: size, maxPax: size, turnMinutes: bandTurns.get(queueCategoryOf(size, settings)) ?? null }),
  };
}

/** One table now: free, or free when its party is expected to leave (its band's turn after it sat down), and its bookings to come. */
function tableNow(
  tableId: string,
  today: BookedReservation[],
  seatedAt: Map<string, string>,
  turnOf: (pax: number) => number,
  at: ServiceMoment,
): { freeIn: number; booked: BookedInterval[]; inUse: boolean } {
  const mine = today.filter((booking) => booking.tableIds.includes(tableId));
  const sitting = mine.filter((booking) => OCCUPYING.includes(booking.status));
  const freeIn = Math.max(
    0,
    ...sitting.map((booking) => {
      const sat = seatedAt.get(booking.reservationId);
      const elapsed = sat ? minutesBetween(sat, at.now) : at.minute - booking.timeMinute;
      return Math.max(1, turnOf(booking.pax) - elapsed);
    }),
  );
  const booked = mine
    .filter((booking) => !OCCUPYING.includes(booking.status) && HOLDING.includes(booking.status))
    .map((booking) => ({
      from: booking.timeMinute - at.minute,
      to: booking.timeMinute - at.minute + (booking.durationMinutes ?? turnOf(booking.pax)),
    }))
    .filter((interval) => interval.to > 0);
  return { freeIn, booked, inUse: sitting.length > 0 };
}
