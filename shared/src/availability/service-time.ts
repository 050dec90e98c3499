import { DAY_MINUTES } from '../constants/timing';

/** Days of the week as repeat days: 0 = Sunday … 6 = Saturday (the JavaScript convention). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Minute of a service day as the screens show it: "23:30", and past midnight "00:30 +1". */
export function formatServiceMinute(minute: number): string {
  const dayOffset = Math.floor(minute / DAY_MINUTES);
  const inDay = minute - dayOffset * DAY_MINUTES;
  const hh = String(Math.floor(inDay / 60)).padStart(2, '0');
  const mm = String(inDay % 60).padStart(2, '0');
  return dayOffset > 0 ? `${hh}:${mm} +${dayOffset}` : `${hh}:${mm}`;
}

/** "HH:mm" -> minute of day, or null when the text is not a time. */
export function parseClockTime(text: string): number | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** An end time picked on a clock: at or before the start means the next day (+1). */
export function normaliseEndMinute(startMinute: number, endMinute: number): number {
  return endMinute <= startMinute && endMinute < DAY_MINUTES ? endMinute + DAY_MINUTES : endMinute;
}

/** Weekday of a local calendar date 'YYYY-MM-DD' (time-zone free: the date is already local). */
export function weekdayOf(date: string): Weekday {
  return new Date(`${date}T00:00:00Z`).getUTCDay() as Weekday;
}

/** The local calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
