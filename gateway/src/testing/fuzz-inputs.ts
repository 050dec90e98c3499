import fc from 'fast-check';
import type { z } from 'zod';

/**
 * What the fuzz pass sends: for each field of a route's schema a value it accepts (so one bad field decides the
 * answer), and bad values, each tagged with the kind of field for which it is impossible.
 */

/** Good values of fields by name, so that requests with whole-object rules (a service's times) get past them. */
const HINTS: Record<string, unknown> = {
  date: '2026-12-24',
  new_date: '2026-12-26',
  from: '2026-12-01',
  to: '2026-12-31',
  time: '19:30',
  startMinute: 1080,
  endMinute: 1320,
  name: 'Dinner',
  adults: 2,
  pax: 2,
  last_name: 'Tan',
  taken_by: 'Alice',
  phone: '+6591234567',
  query: 'Tan',
  repeatDays: [1, 2, 3],
  covers: { minPartySize: 1, maxPartySize: 8, totalCovers: 60, maxCoversPerInterval: 20 },
  turnaround: [{ minPax: 1, maxPax: 8, minutes: 90 }],
  tableIds: ['T1'],
  planId: 'p1',
  sectionId: 's1',
};

/** A value of each kind a field may take, tried in order; the first the field accepts is its exemplar. */
const CANDIDATES: unknown[] = [
  '2026-12-24',
  '19:30',
  '6b1f5c1e-8a3e-4c53-9d0e-2f1f3b1a7c11',
  2,
  1140,
  true,
  'T1',
  'Tan',
  'alice@example.com',
  '+6591234567',
  ['T1'],
  [1],
  '#1677ff',
  'correct-horse-1',
  '123456',
];

/** The kinds of field for which a value can be impossible (the rest only need not break anything). */
export type FieldKind = 'date' | 'time' | 'boolean' | 'list' | 'text' | 'other';

export interface FieldModel {
  name: string;
  kind: FieldKind;
  /** Sent in every request of the route (a required field, or one with a hint); otherwise only when it is the bad one. */
  inBase: boolean;
  /** A value the field accepts; undefined when none of the candidates fits (a nested object, say). */
  exemplar: unknown;
  /** For a list: one item it accepts. */
  item: unknown;
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** The object whose fields a request schema parses, under its refinements and transforms. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = (schema as unknown as { _zod: { def: { type: string; shape?: Record<string, z.ZodType>; in?: z.ZodType } } })._zod.def;
  if (def.type === 'object') return def.shape;
  if (def.type === 'pipe' && def.in) return objectShape(def.in);
  return undefined;
}

function enumValues(schema: z.ZodType): unknown[] {
  const options = (schema as unknown as { options?: unknown[]; unwrap?: () => z.ZodType }).options;
  if (Array.isArray(options)) return options;
  const unwrap = (schema as unknown as { unwrap?: () => z.ZodType }).unwrap;
  return typeof unwrap === 'function' ? enumValues(unwrap.call(schema)) : [];
}

function kindOf(field: z.ZodType, exemplar: unknown): FieldKind {
  if (field.safeParse('true').data === true) return 'boolean';
  if (accepts(field, '2026-12-24') && !accepts(field, 'hello')) return 'date';
  if (accepts(field, '19:30') && !accepts(field, 'hello')) return 'time';
  if (exemplar !== undefined && Array.isArray(field.safeParse(exemplar).data)) return 'list';
  if (accepts(field, 'hello world')) return 'text';
  return 'other';
}

/** The fields of a route's input schema (none for a route without one), each with its kind and an accepted value. */
export function fieldModels(schema: z.ZodType | undefined): FieldModel[] {
  const shape = schema ? objectShape(schema) : undefined;
  if (!shape) return [];
  return Object.entries(shape).map(([name, field]) => {
    const hinted = name in HINTS && accepts(field, HINTS[name]);
    const exemplar = hinted ? HINTS[name] : [...enumValues(field), ...CANDIDATES].find((value) => accepts(field, value));
    const parsed = exemplar === undefined ? undefined : field.safeParse(exemplar).data;
    const inBase = exemplar !== undefined && (hinted || !accepts(field, undefined));
    return { name, kind: kindOf(field, exemplar), inBase, exemplar, item: Array.isArray(parsed) ? parsed[0] : parsed };
  });
}

/** A bad value and the kind of field it is impossible for ('any': impossible for every field). */
export interface BadValue {
  value: unknown;
  impossibleFor: FieldKind | 'any' | 'none';
}

const tagged = (impossibleFor: BadValue['impossibleFor'], values: unknown[]) =>
  fc.constantFrom(...values).map((value): BadValue => ({ value, impossibleFor }));

/** Bad values for a field: impossible dates, times, booleans, NUL bytes, huge lists, and arbitrary junk. */
export function badValue(field: FieldModel): fc.Arbitrary<BadValue> {
  return fc.oneof(
    tagged('date', ['2027-02-30', '2027-02-29', '2027-04-31', '2027-13-01', '2027-00-10', '0000-00-00']),
    tagged('time', ['24:61', '24:00', '12:60', '99:99']),
    tagged('boolean', ['maybe', 'yes', 'on', 'TRUE']),
    fc.string({ maxLength: 20 }).map((s): BadValue => ({ value: `${s}\u0000${s}`, impossibleFor: 'any' })),
    fc.constant<BadValue>({ value: Array.from({ length: 1000 }, () => field.item ?? 'x'), impossibleFor: 'list' }),
    tagged('none', ['', ' ', 'x'.repeat(10_000), '-1', '1e308', 'NaN', 'Infinity', "' OR 1=1 --", '%', '\uD800', '🍜'.repeat(40)]),
    tagged('none', [-1, 0, 1e308, 2 ** 53, null, true, false, [], {}, [[['deep']]], { a: { b: { c: 'd' } } }, { unknownKey: 1 }]),
    fc.jsonValue({ maxDepth: 2 }).map((value): BadValue => ({ value, impossibleFor: 'none' })),
  );
}

/** Is this value impossible for that field, so that accepting it is a defect? */
export function isImpossible(field: FieldModel | undefined, bad: BadValue): boolean {
  if (bad.impossibleFor === 'any') return true;
  return field !== undefined && bad.impossibleFor === field.kind;
}

/** Form encoding as the console writes it: nested values in bracket notation (`covers[totalCovers]=60`, `ids[0]=a`). */
export function formEncode(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  const add = (name: string, value: unknown): void => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) value.forEach((item, i) => add(`${name}[${i}]`, item));
    else if (typeof value === 'object') for (const [key, item] of Object.entries(value)) add(`${name}[${key}]`, item);
    else params.append(name, String(value));
  };
  for (const [key, value] of Object.entries(fields)) add(key, value);
  return params.toString();
}
