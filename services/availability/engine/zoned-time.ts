import { DAY_MINUTES, zoneFormat } from '@covers/shared';

/** The zone's UTC offset in minutes at an instant (epoch minutes). */
export function offsetMinutesAt(timeZone: string, epochMinute: number): number {
  const parts: Record<string, number> = {};
  for (const part of zoneFormat(timeZone).formatToParts(new Date(epochMinute * 60_000))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) / 60_000 - epochMinute;
}

/** Offsets of the zone either side of a date's day, by zone and date: dates repeat across bookings, and each look-up formats. */
const dayOffsets = new Map<string, { before: number; after: number }>();
/** Dates remembered before the memo starts over: months of a few zones. */
const REMEMBERED_DAYS = 10_000;

function offsetsAround(timeZone: string, midnightAsUtc: number): { before: number; after: number } {
  const key = `${timeZone}|${midnightAsUtc}`;
  let offsets = dayOffsets.get(key);
  if (!offsets) {
    if (dayOffsets.size >= REMEMBERED_DAYS) dayOffsets.clear();
    offsets = {
      before: offsetMinutesAt(timeZone, midnightAsUtc - DAY_MINUTES / 2),
      after: offsetMinutesAt(timeZone, midnightAsUtc + 2.5 * DAY_MINUTES),
    };
    dayOffsets.set(key, offsets);
  }
  return offsets;
}

/**
 * Wall-clock minutes of a service day (from local midnight of `date`, past 1440 into the next day)
 * -> epoch minutes, in the outlet's zone. A minute skipped by a daylight-saving jump gives null; a
 * minute that happens twice gives its first occurrence. Days without a change take the fast path.
 */
export function dayClock(date: string, timeZone: string): (minute: number) => number | null {
  const midnightAsUtc = Date.parse(`${date}T00:00:00Z`) / 60_000;
  const { before, after } = offsetsAround(timeZone, midnightAsUtc);
  if (before === after) return (minute) => midnightAsUtc + minute - before;
  return (minute) => {
    const wall = midnightAsUtc + minute;
    const candidates = [wall - Math.max(before, after), wall - Math.min(before, after)];
    return candidates.find((instant) => offsetMinutesAt(timeZone, instant) === wall - instant) ?? null;
  };
}
