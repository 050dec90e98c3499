import { z } from 'zod';
import { requestSchema } from '../common/common-fields';
import { DAY_MINUTES } from '../constants/timing';
import { calendarDate, formArray, formBoolean, formInt, plainText, requiredText } from '../common/form-values';
import {
  bookingsCapacitySchema,
  checkServiceRules,
  coversCapacitySchema,
  MAX_PARTY_SIZE_RANGES,
  MAX_TABLES,
  weekdays,
  cutoffSchema,
  serviceDefinitionSchema,
  serviceShape,
  turnaroundRangeSchema,
} from './service-rules.schema';
import { normaliseEndMinute } from './service-time';
import { BOOKING_CHANNELS, SPECIAL_DATE_MODES } from './availability.types';

const id = requiredText('validation.required', 64);
const pax = formInt('validation.required', 1, 'availability.noZero');
const minute = formInt('validation.required', 0, 'validation.invalidNumber').refine((m) => m < 2 * DAY_MINUTES, {
  error: 'validation.invalidNumber',
});
/** How many services one request may name (a day holds far fewer). */
const MAX_SERVICES = 50;
/** How many addresses the capacity alert may go to. */
const MAX_ALERT_EMAILS = 20;

/** The longest range a calendar call may ask for: a month view with its leading and trailing weeks. */
export const MAX_CALENDAR_DAYS = 42;

const SERVICE_FIELD_NAMES = Object.keys(serviceShape) as (keyof typeof serviceShape)[];

/** The service definition inside a request that also carries the common fields. */
export function serviceFields(input: Record<string, unknown>) {
  const picked: Record<string, unknown> = {};
  for (const key of SERVICE_FIELD_NAMES) picked[key] = input[key];
  return serviceDefinitionSchema.parse(picked);
}

// session group (spec §7): the services of an outlet.
export const sessionAddRequest = requestSchema(serviceShape).superRefine((v, ctx) => checkServiceRules(v, ctx));
export const sessionEditRequest = requestSchema({ serviceId: id, ...serviceShape }).superRefine((v, ctx) => checkServiceRules(v, ctx));
export const sessionDeleteGroupRequest = requestSchema({
  serviceIds: formArray(id, MAX_SERVICES).refine((ids) => ids.length > 0, { error: 'validation.required' }),
});
export const sessionGetRequest = requestSchema({ serviceId: id });
/** Every service of the outlet; with `date`, the services that run that day (by weekday, or the special date's). */
export const sessionListRequest = requestSchema({ date: calendarDate.optional() });
export const sessionCheckConflictRequest = requestSchema({
  serviceId: id.optional(),
  startMinute: minute,
  endMinute: minute,
  repeatDays: weekdays.default([]),
}).transform((v) => ({ ...v, endMinute: normaliseEndMinute(v.startMinute, v.endMinute) }));
export const turnaroundTimeRequest = requestSchema({ serviceId: id, date: calendarDate.optional(), pax });

// availability group (spec §7).
export const timeSlotsRequest = requestSchema({
  date: calendarDate,
  pax,
  children: formInt('validation.required', 0, 'validation.invalidNumber').default(0),
  channel: z.enum(BOOKING_CHANNELS).default('staff'),
  waitlist: formBoolean.default(false),
  serviceId: id.optional(),
  excludeReservationId: id.optional(),
});
export const calendarInfoRequest = requestSchema({ from: calendarDate, to: calendarDate, pax: pax.default(2) });
export const specialDatesListRequest = requestSchema({ from: calendarDate, to: calendarDate });

/** An ad-hoc service lives on one date: its repeat day is that date's weekday, filled in by the server. */
const adHocServiceSchema = z
  .strictObject({ ...serviceShape, serviceId: id.optional(), repeatDays: weekdays.default([0]) })
  .superRefine((v, ctx) => checkServiceRules(v, ctx));
export const specialDateSetRequest = requestSchema({
  date: calendarDate,
  mode: z.enum(SPECIAL_DATE_MODES),
  services: formArray(adHocServiceSchema, MAX_SERVICES).default([]),
});
export const specialDateClearRequest = requestSchema({ date: calendarDate });
export const dayNoteRequest = requestSchema({ date: calendarDate, note: plainText(1000).default('') });
export const onlineTimingSwitchRequest = requestSchema({
  date: calendarDate.optional(),
  serviceId: id.optional(),
  slotId: id.optional(),
  online: formBoolean,
}).refine((v) => (v.slotId === undefined || v.serviceId !== undefined) && (v.date !== undefined || v.serviceId !== undefined), {
  error: 'validation.required',
  path: ['serviceId'],
});
export const quickEditRequest = requestSchema({
  date: calendarDate,
  serviceId: id,
  startMinute: minute.optional(),
  endMinute: minute.optional(),
  allowChildren: formBoolean.optional(),
  covers: coversCapacitySchema.optional(),
  bookings: bookingsCapacitySchema.optional(),
  turnaround: formArray(turnaroundRangeSchema, MAX_PARTY_SIZE_RANGES).optional(),
  cutoff: cutoffSchema.optional(),
});
export const recommendTableRequest = requestSchema({
  date: calendarDate,
  time: minute,
  pax,
  serviceId: id.optional(),
  excludeReservationId: id.optional(),
});
/** Reads of one date's settings (switches, forbidden tables). */
export const dayRequest = requestSchema({ date: calendarDate });
export const tableForbiddenSetRequest = requestSchema({
  date: calendarDate,
  serviceId: id.optional(),
  tableIds: formArray(id, MAX_TABLES).default([]),
});
export const restoreSessionDefaultRequest = requestSchema({ date: calendarDate, serviceId: id });
export const capacityAlertGetRequest = requestSchema({});
export const capacityAlertSetRequest = requestSchema({
  enabled: formBoolean,
  thresholdPercent: formInt('validation.required', 1, 'availability.noZero').refine((p) => p <= 100, { error: 'validation.invalidNumber' }),
  emails: formArray(z.email({ error: 'validation.invalidEmail' }).max(254, { error: 'validation.tooLong' }), MAX_ALERT_EMAILS).default([]),
});

export type TimeSlotsRequest = z.infer<typeof timeSlotsRequest>;
export type QuickEditRequest = z.infer<typeof quickEditRequest>;
export type SpecialDateSetRequest = z.infer<typeof specialDateSetRequest>;
