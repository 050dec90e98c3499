import type { Locale } from '../i18n/locales';

/** A booking's local date and minute of the day, written in the language (the outlet's wall clock, no zone shift). */
export function bookingTimeText(date: string, minute: number, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = Date.UTC(y, m - 1, d, Math.floor(minute / 60), minute % 60);
  return new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(at);
}

/** The booking number a diner reads and quotes: the first eight characters of the booking's id. */
export const bookingNumber = (reservationId: string) => reservationId.slice(0, 8).toUpperCase();
