import { DATE_PRESETS } from '../constants/reporting';
import type { DatePresetKey } from './reports.types';

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export interface DateRange {
  from: string;
  to: string;
}

/** Both ends included. */
export const rangeDays = (range: DateRange) => dayNumber(range.to) - dayNumber(range.from) + 1;

/**
 * A preset of spec §9 on the outlet's calendar: "last N days" ends today (today included), "next N days"
 * starts tomorrow.
 */
export function presetRange(preset: DatePresetKey, today: string): DateRange {
  const { days } = DATE_PRESETS.find((p) => p.key === preset)!;
  const t = dayNumber(today);
  return days < 0 ? { from: dateOf(t + days + 1), to: today } : { from: dateOf(t + 1), to: dateOf(t + days) };
}

/** The comparison period: as many days, ending the day before the range starts. */
export function previousRange(range: DateRange): DateRange {
  const from = dayNumber(range.from);
  return { from: dateOf(from - rangeDays(range)), to: dateOf(from - 1) };
}
