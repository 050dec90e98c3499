import { z } from 'zod';

/**
 * Form-encoded bodies carry everything as text; these accept both the JSON value and its text form,
 * and treat an empty field as missing so "required" reads as required rather than as 0.
 */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const formInt = (requiredKey: string, minimum: number, minimumKey: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: requiredKey }).int({ error: 'validation.invalidNumber' }).min(minimum, { error: minimumKey }),
  );

export const formBoolean = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'validation.invalidValue' }),
);

/** qs turns `a[0]=x` into an array, but long lists into an object keyed by index: both become an array. */
export const formArray = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : value), z.array(item));

export const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalidValue' });
