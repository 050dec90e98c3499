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
import type { QueueEntry } from './queue.queries';
import { turnsSince, type ObservedTurn } from './queue.queries';
import type { BandFloor, BandTable } from './wait-quote';

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
  band(category: QueueCategory): BandFloor & { tablesInUse: number };
}

const mean = (values: number[]) => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);
const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

/** The band's mean turn: its latest departed bookings' time from seated to departed. */
function observedTurn(category: QueueCategory, settings: QueueSettings, turns: ObservedTurn[], pax: Map<string, number>): number | null {
  const lengths = turns
    .filter((turn) => turn.departed_at !== null && pax.has(turn.reservation_id))
    .filter((turn) => queueCategoryOf(pax.get(turn.reservation_id)!, settings) === category)
    .slice(0, TURNS_PER_BAND)
    .map((turn) => minutesBetween(turn.seated_at, turn.departed_at!));
  return mean(lengths);
}

/**
 * The live floor as the learnt quote reads it: the tables of the plan in service, the parties at them now (with
 * when they sat down), the bookings still to come at them, the turn times observed over the last days, and the
 * queue's open parties.
 */
export async function readQueueFloor(db: DataSource, rid: number, settings: QueueSettings, at: ServiceMoment, open: QueueEntry[]) {
  const since = addDays(at.date, -TURN_DAYS);
  const [seating, bookings, turns] = await Promise.all([
    seatingInService(db, rid),
    bookingsBetween(db, rid, since, at.date),
    turnsSince(db, rid, `${since}T00:00:00.000Z`),
  ]);
  const pax = new Map(bookings.map((booking) => [booking.reservationId, booking.pax]));
  const seatedAt = new Map(turns.map((turn) => [turn.reservation_id, turn.seated_at]));
  const today = bookings.filter((booking) => booking.date === at.date && booking.tableIds.length > 0);
  return {
    band(category: QueueCategory) {
      const turnMinutes = observedTurn(category, settings, turns, pax);
      const { min, max } = bandPax(category, settings);
      const fitting = (seating?.tables ?? []).filter((table) => table.max_pax >= min && table.min_pax <= max);
      const tables = fitting.map((table) => tableNow(table.table_id, today, seatedAt, turnMinutes, at));
      return {
        turnMinutes,
        partiesAhead: open.filter((entry) => entry.category === category).length,
        tables: tables.map(({ table }) => table),
        tablesInUse: tables.filter(({ inUse }) => inUse).length,
      };
    },
  } satisfies QueueFloor;
}

/** One table now: free, or free when its party is expected to leave (one observed turn after it sat down), and its bookings to come. */
function tableNow(
  tableId: string,
  today: BookedReservation[],
  seatedAt: Map<string, string>,
  turnMinutes: number | null,
  at: ServiceMoment,
): { table: BandTable; inUse: boolean } {
  const turn = turnMinutes ?? 0;
  const mine = today.filter((booking) => booking.tableIds.includes(tableId));
  const sitting = mine.filter((booking) => OCCUPYING.includes(booking.status));
  const freeIn = Math.max(
    0,
    ...sitting.map((booking) => {
      const sat = seatedAt.get(booking.reservationId);
      const elapsed = sat ? minutesBetween(sat, at.now) : at.minute - booking.timeMinute;
      return Math.max(1, turn - elapsed);
    }),
  );
  const booked = mine
    .filter((booking) => !OCCUPYING.includes(booking.status) && HOLDING.includes(booking.status))
    .map((booking) => ({ from: booking.timeMinute - at.minute, to: booking.timeMinute - at.minute + (booking.durationMinutes ?? turn) }))
    .filter((interval) => interval.to > 0);
  return { table: { freeIn, booked }, inUse: sitting.length > 0 };
}
