import { addDays, DAY_MINUTES } from '@covers/shared';
import { dayClock } from '../availability';

/** Longest a daylight-saving jump skips (Lord Howe's is 30 minutes, the usual one an hour). */
const LONGEST_JUMP_MINUTES = 120;

/**
 * The instant `hours` before a booking's local date and minute, counted on the outlet's wall clock: whole days are
 * calendar days, so 24 h before 09:00 is 09:00 the day before even when the clocks change in between. A local minute
 * the clocks skip gives the first one after it.
 */
export function instantBefore(date: string, minute: number, hours: number, timeZone: string): Date {
  const total = minute - hours * 60;
  const days = Math.floor(total / DAY_MINUTES);
  const clock = dayClock(addDays(date, days), timeZone);
  const localMinute = total - days * DAY_MINUTES;
  for (let m = localMinute; m <= localMinute + LONGEST_JUMP_MINUTES; m += 1) {
    const epochMinute = clock(m);
    if (epochMinute !== null) return new Date(epochMinute * 60_000);
  }
  throw new Error(`No local time near ${date} ${minute} in ${timeZone}`);
}
