import { DAY_MINUTES } from '../constants/timing';
import { STORED_STATUSES, type ReservationStatus, type StoredStatus } from './reservation-status';
import { RESERVATION_TRANSITIONS } from './reservation-transitions';

/** A booking still not arrived this many minutes after its time shows as Late. */
export const LATE_AFTER_MINUTES = 15;

/** Stored statuses the clock can turn Late, or Overstayed (the machine's CLOCK events): for SQL-side listing. */
export const CLOCK_LATE_STATUSES = STORED_STATUSES.filter((s) => RESERVATION_TRANSITIONS[s]['CLOCK.LATE']);
export const CLOCK_OVERSTAYED_STATUSES = STORED_STATUSES.filter((s) => RESERVATION_TRANSITIONS[s]['CLOCK.OVERSTAYED']);

/** A moment in the outlet's own calendar: its local date and minute of the day. */
export interface OutletClock {
  date: string;
  minute: number;
}

function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Math.floor(Date.UTC(y, m - 1, d) / 86_400_000);
}

function absoluteMinute(date: string, minute: number): number {
  return dayNumber(date) * DAY_MINUTES + minute;
}

/**
 * The status a booking shows now: Booked/Confirmed become Late once LATE_AFTER_MINUTES past their time;
 * a seated party becomes Overstayed once its turnaround (duration) has run out. Pure: now comes in.
 * Reads the machine's own table (the clock events of RESERVATION_TRANSITIONS): it runs for every listed row.
 */
export function effectiveStatus(
  booking: { status: StoredStatus; date: string | null; timeMinute: number | null; durationMinutes: number },
  now: OutletClock,
): ReservationStatus {
  if (booking.date === null || booking.timeMinute === null) return booking.status;
  const start = absoluteMinute(booking.date, booking.timeMinute);
  const current = absoluteMinute(now.date, now.minute);
  if (current >= start + LATE_AFTER_MINUTES) {
    const late = RESERVATION_TRANSITIONS[booking.status]['CLOCK.LATE'];
    if (late) return late;
  }
  if (current >= start + booking.durationMinutes) {
    const overstayed = RESERVATION_TRANSITIONS[booking.status]['CLOCK.OVERSTAYED'];
    if (overstayed) return overstayed;
  }
  return booking.status;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A time zone's date and time of day (year to minute, 24-hour), made once per zone: making a formatter costs far more
 * than using it, and every command, queue screen view and availability search asks.
 */
export function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** The outlet's local date and minute for an instant, in its IANA time zone. */
export function outletClock(instant: string | Date, timeZone: string): OutletClock {
  const parts = zoneFormat(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}
