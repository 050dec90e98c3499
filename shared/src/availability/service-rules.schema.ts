import { z } from 'zod';
import { DAY_MINUTES, DEFAULT_INTERVAL_MINUTES } from '../constants/timing';
import { formArray, formBoolean, formInt, requiredText } from '../common/form-values';
import { normaliseEndMinute } from './service-time';

/**
 * The Service rules of spec §5, as message keys of the `availability` area. Each key's English text is
 * the spec's sentence word for word.
 */
export const SERVICE_RULES = {
  nameStartEndRequired: 'availability.nameStartEndRequired',
  repeatDayRequired: 'availability.repeatDayRequired',
  serviceOverlap: 'availability.serviceOverlap',
  onlineSlotsOverlap: 'availability.onlineSlotsOverlap',
  partySizeRangesOverlap: 'availability.partySizeRangesOverlap',
  maxPartyAboveMin: 'availability.maxPartyAboveMin',
  totalCoversAbovePartySize: 'availability.totalCoversAbovePartySize',
  coversPerIntervalBelowTotal: 'availability.coversPerIntervalBelowTotal',
  bookingsPerInterval: 'availability.bookingsPerInterval',
  noZero: 'availability.noZero',
  exceedsServiceCapacity: 'availability.exceedsServiceCapacity',
  sectionsIncomplete: 'availability.sectionsIncomplete',
  slotOutsideService: 'availability.slotOutsideService',
} as const;

/** Bounds of the lists a service carries: far above a real restaurant's, low enough that no request is unbounded. */
export const MAX_PARTY_SIZE_RANGES = 50;
export const MAX_ONLINE_SLOTS = 48;
export const MAX_SECTIONS = 200;
export const MAX_TABLES = 500;

const R = SERVICE_RULES;
const count = (requiredKey: string = 'validation.required') => formInt(requiredKey, 1, R.noZero);
const minuteOfDay = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number({ error: R.nameStartEndRequired })
    .int({ error: 'validation.invalidNumber' })
    .min(0, { error: 'validation.invalidNumber' }),
);

/** Days of the week, 0 = Sunday; each at most once. */
export const weekdays = formArray(
  z.coerce.number({ error: 'validation.invalidValue' }).int({ error: 'validation.invalidValue' }).min(0).max(6),
  7,
);
/** A section or table plan id. */
const sectionId = requiredText('validation.required', 64);

export const CUTOFF_RELATIVE_TO = ['slot', 'serviceStart'] as const;
export const cutoffSchema = z.strictObject({
  minutes: formInt('validation.required', 0, 'validation.invalidNumber'),
  relativeTo: z.enum(CUTOFF_RELATIVE_TO, { error: 'validation.invalidValue' }),
});

const partySizeRange = { minPax: count(), maxPax: count() };
export const turnaroundRangeSchema = z.strictObject({ ...partySizeRange, minutes: count() });
export const bookingLimitSchema = z.strictObject({ ...partySizeRange, maxBookings: count() });

export const coversCapacitySchema = z.strictObject({
  minPartySize: count(),
  maxPartySize: count(),
  totalCovers: count(),
  maxCoversPerInterval: count(),
  maxCoversWaitlisted: formInt('validation.required', 0, 'validation.invalidNumber').optional(),
});

export const bookingsCapacitySchema = z.strictObject({
  totalBookings: count().optional(),
  maxBookingsPerInterval: formInt('validation.required', 0, 'validation.invalidNumber').optional(),
  maxBookingsWaitlisted: formInt('validation.required', 0, 'validation.invalidNumber').optional(),
  limitsByPartySize: formArray(bookingLimitSchema, MAX_PARTY_SIZE_RANGES).default([]),
});

export const onlineSlotSchema = z.strictObject({
  slotId: requiredText('validation.required', 64).optional(),
  startMinute: minuteOfDay,
  endMinute: minuteOfDay,
  intervalMinutes: count().default(DEFAULT_INTERVAL_MINUTES),
  cutoff: cutoffSchema.default({ minutes: 0, relativeTo: 'slot' }),
  /** Section ids, most preferred first. */
  tablePriority: formArray(sectionId, MAX_SECTIONS).default([]),
  online: formBoolean.default(true),
  maxCoversPerInterval: count().optional(),
});

/** Every field of a Service (spec §3). Capacity and turnaround may follow the General section later. */
export const serviceShape = {
  name: requiredText(R.nameStartEndRequired, 80),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.invalidValue' })
    .default('#1677ff'),
  startMinute: minuteOfDay,
  /** At or before the start means past midnight (+1); stored as start < end <= start + 1440. */
  endMinute: minuteOfDay,
  repeatDays: weekdays.default([]),
  allowChildren: formBoolean.default(true),
  intervalMinutes: count().default(DEFAULT_INTERVAL_MINUTES),
  covers: coversCapacitySchema.optional(),
  bookings: bookingsCapacitySchema.optional(),
  turnaround: formArray(turnaroundRangeSchema, MAX_PARTY_SIZE_RANGES).default([]),
  sectionIds: formArray(sectionId, MAX_SECTIONS).default([]),
  tablePlanIds: formArray(sectionId, MAX_SECTIONS).default([]),
  cutoff: cutoffSchema.default({ minutes: 0, relativeTo: 'serviceStart' }),
  online: formBoolean.default(true),
  onlineSlots: formArray(onlineSlotSchema, MAX_ONLINE_SLOTS).default([]),
};

/** Not strict at its top: the decider re-checks stored services, which carry their serviceId; requests are strict (requestSchema). */
export const serviceDefinitionSchema = z.object(serviceShape).superRefine(checkServiceRules).transform(normaliseService);
export type ServiceDefinitionInput = z.input<typeof serviceDefinitionSchema>;
export type ServiceDefinition = z.output<typeof serviceDefinitionSchema>;
export type OnlineSlot = ServiceDefinition['onlineSlots'][number];
export type PartySizeRange = { minPax: number; maxPax: number };
export type Cutoff = z.output<typeof cutoffSchema>;

type RawService = z.output<z.ZodObject<typeof serviceShape>>;

function normaliseService(service: RawService) {
  const endMinute = normaliseEndMinute(service.startMinute, service.endMinute);
  return {
    ...service,
    endMinute,
    repeatDays: [...new Set(service.repeatDays)].sort(),
    onlineSlots: service.onlineSlots.map((slot) => ({ ...slot, ...slotTimes(service.startMinute, endMinute, slot) })),
  };
}

/** A slot's times on the service's day: a start before the service start that falls in its after-midnight part is +1. */
function slotTimes(serviceStart: number, serviceEnd: number, slot: { startMinute: number; endMinute: number }) {
  const afterMidnight = slot.startMinute < serviceStart && slot.startMinute + DAY_MINUTES < serviceEnd;
  const startMinute = afterMidnight ? slot.startMinute + DAY_MINUTES : slot.startMinute;
  return { startMinute, endMinute: normaliseEndMinute(startMinute, slot.endMinute) };
}

/** Do two ranges of whole numbers share a number? */
export function rangesOverlap(a: PartySizeRange, b: PartySizeRange): boolean {
  return a.minPax <= b.maxPax && b.minPax <= a.maxPax;
}

function firstOverlap(ranges: PartySizeRange[]): number {
  for (let i = 1; i < ranges.length; i++) for (let j = 0; j < i; j++) if (rangesOverlap(ranges[i], ranges[j])) return i;
  return -1;
}

/** Are General, Capacity and Turnaround complete, so online booking slots may be created? */
export function serviceSectionsComplete(service: Pick<RawService, 'name' | 'repeatDays' | 'covers' | 'turnaround'>): boolean {
  return service.name.length > 0 && service.repeatDays.length > 0 && service.covers !== undefined && service.turnaround.length > 0;
}

/** Every rule of spec §5 Services that can be checked on one service alone. */
export function checkServiceRules(service: RawService, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (service.startMinute >= DAY_MINUTES) issue(['startMinute'], 'validation.invalidNumber');
  if (service.endMinute >= 2 * DAY_MINUTES || service.endMinute === service.startMinute) issue(['endMinute'], 'validation.invalidValue');
  if (service.repeatDays.length === 0) issue(['repeatDays'], R.repeatDayRequired);

  const covers = service.covers;
  if (covers) {
    if (covers.maxPartySize <= covers.minPartySize) issue(['covers', 'maxPartySize'], R.maxPartyAboveMin);
    if (covers.totalCovers <= covers.maxPartySize || covers.totalCovers <= covers.minPartySize)
      issue(['covers', 'totalCovers'], R.totalCoversAbovePartySize);
    if (covers.maxCoversPerInterval >= covers.totalCovers) issue(['covers', 'maxCoversPerInterval'], R.coversPerIntervalBelowTotal);
    if (covers.maxCoversWaitlisted !== undefined && covers.maxCoversWaitlisted > covers.totalCovers)
      issue(['covers', 'maxCoversWaitlisted'], R.exceedsServiceCapacity);
  }

  const bookings = service.bookings;
  if (bookings) {
    const total = bookings.totalBookings;
    if (
      bookings.maxBookingsPerInterval !== undefined &&
      (bookings.maxBookingsPerInterval === 0 || (total !== undefined && bookings.maxBookingsPerInterval > total))
    ) {
      issue(['bookings', 'maxBookingsPerInterval'], R.bookingsPerInterval);
    }
    if (total !== undefined && bookings.maxBookingsWaitlisted !== undefined && bookings.maxBookingsWaitlisted > total)
      issue(['bookings', 'maxBookingsWaitlisted'], R.exceedsServiceCapacity);
    checkRanges(bookings.limitsByPartySize, ['bookings', 'limitsByPartySize'], issue, covers);
    bookings.limitsByPartySize.forEach((limit, i) => {
      if (total !== undefined && limit.maxBookings > total)
        issue(['bookings', 'limitsByPartySize', i, 'maxBookings'], R.exceedsServiceCapacity);
    });
  }

  checkRanges(service.turnaround, ['turnaround'], issue, covers);

  if (service.onlineSlots.length > 0) {
    if (!serviceSectionsComplete(service)) issue(['onlineSlots'], R.sectionsIncomplete);
    const end = normaliseEndMinute(service.startMinute, service.endMinute);
    const slots = service.onlineSlots.map((slot) => {
      const times = slotTimes(service.startMinute, end, slot);
      return { start: times.startMinute, end: times.endMinute };
    });
    slots.forEach((slot, i) => {
      if (slot.start < service.startMinute) issue(['onlineSlots', i, 'startMinute'], R.slotOutsideService);
      if (slot.end > end) issue(['onlineSlots', i, 'endMinute'], R.slotOutsideService);
      if (slots.some((other, j) => j < i && slot.start < other.end && other.start < slot.end))
        issue(['onlineSlots', i, 'startMinute'], R.onlineSlotsOverlap);
      const slotCovers = service.onlineSlots[i].maxCoversPerInterval;
      if (covers && slotCovers !== undefined && slotCovers > covers.totalCovers)
        issue(['onlineSlots', i, 'maxCoversPerInterval'], R.exceedsServiceCapacity);
    });
  }
}

function checkRanges(
  ranges: PartySizeRange[],
  path: string[],
  issue: (path: (string | number)[], message: string) => void,
  covers: RawService['covers'],
): void {
  ranges.forEach((range, i) => {
    if (range.maxPax < range.minPax) issue([...path, i, 'maxPax'], R.maxPartyAboveMin);
    if (covers && range.maxPax > covers.totalCovers) issue([...path, i, 'maxPax'], R.exceedsServiceCapacity);
  });
  const clash = firstOverlap(ranges);
  if (clash >= 0) issue([...path, clash, 'minPax'], R.partySizeRangesOverlap);
}
