import { DAY_MINUTES } from '../constants/timing';

const WEEK_MINUTES = 7 * DAY_MINUTES;

export interface RecurringTimes {
  startMinute: number;
  /** start < end <= start + 1440; past 1440 runs into the next day. */
  endMinute: number;
  repeatDays: readonly number[];
}

/** Minute ranges of the week a recurring service covers, split where Saturday night runs into Sunday. */
function weekRanges(service: RecurringTimes): [number, number][] {
  const ranges: [number, number][] = [];
  for (const day of service.repeatDays) {
    const start = day * DAY_MINUTES + service.startMinute;
    const end = day * DAY_MINUTES + service.endMinute;
    if (end <= WEEK_MINUTES) ranges.push([start, end]);
    else ranges.push([start, WEEK_MINUTES], [0, end - WEEK_MINUTES]);
  }
  return ranges;
}

/** Spec §5: a service time range cannot overlap another service (on any repeat day they share, midnight included). */
export function recurringServicesOverlap(a: RecurringTimes, b: RecurringTimes): boolean {
  const bRanges = weekRanges(b);
  return weekRanges(a).some(([s1, e1]) => bRanges.some(([s2, e2]) => s1 < e2 && s2 < e1));
}

/** Two services on one date (no repeat days involved). */
export function timesOverlap(a: { startMinute: number; endMinute: number }, b: { startMinute: number; endMinute: number }): boolean {
  return a.startMinute < b.endMinute && b.startMinute < a.endMinute;
}
