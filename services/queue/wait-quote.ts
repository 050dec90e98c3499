import { MAX_QUEUE_WAIT_MINUTES, QUEUE_MANUAL_WAIT_HOLD_MINUTES, type QueueQuoteSource } from '@covers/shared';

/** A booking holding a table later in the service, in minutes from now. */
export interface BookedInterval {
  from: number;
  to: number;
}

/** One table of the plan in service: the party sizes it seats, when it is free (0 now, else the minutes until its party is expected to leave) and what is booked at it next. */
export interface FloorTable {
  id: string;
  minPax: number;
  maxPax: number;
  freeIn: number;
  booked: BookedInterval[];
}

/** Tables the plan lets the host join for one party, and the party sizes they seat together. */
export interface FloorCombination {
  tableIds: string[];
  minPax: number;
  maxPax: number;
}

/** A party in the queue, and how long it is expected to stay once seated (its band's turn observed). */
export interface WaitingParty {
  pax: number;
  turnMinutes: number;
}

/** The whole floor as it is now, every band's parties on the same tables: what the learnt quote is computed from. */
export interface QueueFloorNow {
  tables: FloorTable[];
  combinations: FloorCombination[];
  /** The parties waiting before the party quoted, in the order they joined: each is seated before it. */
  ahead: WaitingParty[];
}

/** The party quoted: the sizes of its band (or its own size, min = max) and its band's turn observed (null while none is). */
export interface QuotedParty {
  minPax: number;
  maxPax: number;
  turnMinutes: number | null;
}

/** One way to seat a party: a table alone or a combination of tables. */
interface Seating {
  tables: { at: number; booked: readonly BookedInterval[] }[];
  minPax: number;
  maxPax: number;
}

/** The earliest time, from when all its tables are free, the seating can hold a whole turn before a booking needs one of them. */
function earliestTurn(seating: Seating, turn: number): number {
  let start = Math.max(...seating.tables.map((table) => table.at));
  for (let moved = true; moved;) {
    moved = false;
    for (const booking of seating.tables.flatMap((table) => table.booked)) {
      if (booking.from < start + turn && start < booking.to) {
        start = booking.to;
        moved = true;
      }
    }
  }
  return start;
}

/** The seatings of the floor: every table alone and every combination, sharing the same tables' state. */
function seatingsOf(floor: Pick<QueueFloorNow, 'tables' | 'combinations'>): Seating[] {
  const byId = new Map(floor.tables.map((table) => [table.id, { at: Math.max(0, table.freeIn), booked: table.booked }]));
  const alone = floor.tables.map((table) => ({ tables: [byId.get(table.id)!], minPax: table.minPax, maxPax: table.maxPax }));
  const joined = floor.combinations
    .filter((combination) => combination.tableIds.length > 0 && combination.tableIds.every((id) => byId.has(id)))
    .map((combination) => ({ tables: combination.tableIds.map((id) => byId.get(id)!), ...combination }));
  return [...alone, ...joined];
}

/** Seats a party at the seating that fits it first (the fewest tables, then the smallest, on a tie); its start, or null when none fits. */
function seat(seatings: Seating[], fits: (seating: Seating) => boolean, turn: number): number | null {
  let best: { seating: Seating; start: number } | null = null;
  for (const seating of seatings.filter(fits)) {
    const start = earliestTurn(seating, turn);
    const better =
      !best ||
      start < best.start ||
      (start === best.start && seating.tables.length < best.seating.tables.length) ||
      (start === best.start && seating.tables.length === best.seating.tables.length && seating.maxPax < best.seating.maxPax);
    if (better) best = { seating, start };
  }
  if (!best) return null;
  for (const table of best.seating.tables) table.at = best.start + turn;
  return best.start;
}

/**
 * The wait learnt from the floor. Every party ahead, of any band, in the order it joined, and then the party quoted
 * take the seating that can seat them first: a table whose sizes fit them, or a combination of tables that together
 * does (free now, or when the party at each of its tables is expected to leave, and never into a booking's time).
 * Each stays its band's observed turn. A table serves every band it fits, and is taken once: a party of one band at a
 * table another band could use holds it for both. The quote is when the party quoted sits down. Null while the floor
 * gives nothing to learn from: no turn of the band observed yet, or no table nor combination the band fits.
 */
export function learntWait(floor: QueueFloorNow, quoted: QuotedParty): number | null {
  if (quoted.turnMinutes === null) return null;
  const seatings = seatingsOf(floor);
  for (const party of floor.ahead)
    seat(seatings, (seating) => seating.minPax <= party.pax && seating.maxPax >= party.pax, party.turnMinutes);
  const seatedAt = seat(seatings, (seating) => seating.minPax <= quoted.maxPax && seating.maxPax >= quoted.minPax, quoted.turnMinutes);
  return seatedAt === null ? null : Math.min(MAX_QUEUE_WAIT_MINUTES, Math.ceil(seatedAt));
}

/**
 * The wait quoted to a party joining now (spec §9: "the default estimated queue wait resets every 30 minutes"): the
 * default staff set holds for 30 minutes after they set it; then the quote learnt from the floor takes over, and the
 * default stays the answer only while nothing can be learnt.
 */
export function waitQuote(input: {
  defaultMinutes: number;
  /** When staff last set the default, null if they never did. */
  setAt: string | null;
  now: string;
  learnt: number | null;
}): { minutes: number; source: QueueQuoteSource } {
  if (input.setAt !== null && Date.parse(input.now) < manualUntil(input.setAt)) return { minutes: input.defaultMinutes, source: 'manual' };
  if (input.learnt !== null) return { minutes: input.learnt, source: 'learnt' };
  return { minutes: input.defaultMinutes, source: 'default' };
}

/** The instant (ms) the default set at `setAt` stops being quoted. */
export const manualUntil = (setAt: string) => Date.parse(setAt) + QUEUE_MANUAL_WAIT_HOLD_MINUTES * 60_000;
