import { z } from 'zod';

/**
 * The building blocks of every request schema. Form-encoded bodies carry everything as text: these accept
 * the JSON value and the text form the console sends, and nothing looser.
 */

/** PostgreSQL refuses U+0000 in text and jsonb: a NUL byte is refused here, before it can reach a query. */
export const hasNoNul = (value: string) => !value.includes('\u0000');

/** Free text: trimmed, at most `max` characters, no NUL byte. */
export const plainText = (max: number) => z.string().trim().max(max, 'validation.tooLong').refine(hasNoNul, 'validation.invalidValue');

/** Text that must not be empty; its missing and empty forms answer with the same message. */
export const requiredText = (messageKey: string, max: number) =>
  z.string({ error: messageKey }).trim().min(1, messageKey).max(max, 'validation.tooLong').refine(hasNoNul, 'validation.invalidValue');

/** An empty field is missing, so "required" reads as required rather than as 0. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const formInt = (requiredKey: string, minimum: number, minimumKey: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: requiredKey }).int({ error: 'validation.invalidNumber' }).min(minimum, { error: minimumKey }),
  );

/** A boolean as JSON or as the console's form encoding of one ('true' / 'false'); 'yes', 'on', 'maybe' are refused. */
export const formBoolean = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'validation.invalidValue' }),
);

/** qs turns `a[0]=x` into an array, but long lists into an object keyed by index: both become an array, of at most `max` items. */
export const formArray = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (value) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : value),
    z.array(item).max(max, 'validation.tooLong'),
  );

/** The years a date may name: a real calendar date of the business, not 0000 or 275760. */
export const DATE_YEARS = { min: 1900, max: 2999 } as const;

/** Is `YYYY-MM-DD` a day of the calendar? Date.UTC rolls 2027-02-30 into March: the round trip must give the same day back. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < DATE_YEARS.min || year > DATE_YEARS.max) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A local date, YYYY-MM-DD, that exists on the calendar (no 2027-02-30, month 13 or 0000-00-00). */
export const calendarDate = z.string({ error: 'validation.invalidValue' }).refine(isCalendarDate, 'validation.invalidValue');

/** A clock time, HH:mm from 00:00 to 23:59 (no 24:00 or 12:60). */
export const clockTime = z.string({ error: 'validation.invalidValue' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalidValue');
