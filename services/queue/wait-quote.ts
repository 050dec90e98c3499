import { MAX_QUEUE_WAIT_MINUTES, QUEUE_MANUAL_WAIT_HOLD_MINUTES, type QueueQuoteSource } from '@covers/shared';

/** A booking holding a table later in the service, in minutes from now. */
export interface BookedInterval {
  from: number;
  to: number;
}

/** One table a party of the band fits: when it is free (0 now, else the minutes until its party is expected to leave) and what is booked at it next. */
export interface BandTable {
  freeIn: number;
  booked: BookedInterval[];
}

/** One band of the floor as it is now: what the learnt quote is computed from. */
export interface BandFloor {
  /** The band's mean turn time observed (seated to departed); null while none is. */
  turnMinutes: number | null;
  /** Parties of the band in the queue now: each takes a table before the party quoted. */
  partiesAhead: number;
  tables: BandTable[];
}

/** The earliest time from `at` a table can hold a whole turn before a booking needs it. */
function earliestTurn(at: number, turn: number, booked: readonly BookedInterval[]): number {
  let start = at;
  for (const booking of [...booked].sort((a, b) => a.from - b.from)) {
    if (start + turn <= booking.from) break;
    if (start < booking.to) start = booking.to;
  }
  return start;
}

/**
 * The wait learnt from the floor: the parties ahead and then the party quoted each take the table of the band that
 * can seat them first (free now, or when its party is expected to leave after the turn time observed, and never
 * into a booking's time), and each stays one observed turn. The quote is when the party quoted sits down. Null
 * while the floor gives nothing to learn from: no turn observed yet, or no table the band fits.
 */
export function learntWait(floor: BandFloor): number | null {
  const turn = floor.turnMinutes;
  if (turn === null || floor.tables.length === 0) return null;
  const tables = floor.tables.map((table) => ({ at: Math.max(0, table.freeIn), booked: table.booked }));
  let seatedAt = 0;
  for (let party = 0; party <= floor.partiesAhead; party++) {
    const starts = tables.map((table) => earliestTurn(table.at, turn, table.booked));
    const first = starts.indexOf(Math.min(...starts));
    seatedAt = starts[first];
    tables[first].at = seatedAt + turn;
  }
  return Math.min(MAX_QUEUE_WAIT_MINUTES, Math.ceil(seatedAt));
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
