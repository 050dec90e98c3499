import { z } from 'zod';
import { requestSchema } from '../common/common-fields';
import { calendarDate, clockTime, formArray, formBoolean, plainText, requiredText } from '../common/form-values';
import { SALUTATIONS } from '../reservations/reservation.constants';
import { dateSchema, phoneSchema } from '../reservations/reservations.schemas';
import { ONLINE_SOURCES } from './online.types';

const whole = (min: number, max: number) =>
  z.coerce
    .number('validation.invalidNumber')
    .int('validation.invalidNumber')
    .min(min, 'validation.invalidNumber')
    .max(max, 'validation.invalidNumber');
const optionalDate = z.preprocess((v) => (v === '' ? null : v), calendarDate.nullable().default(null));

/** At most this many offline holds per outlet. */
export const MAX_OFFLINE_HOLDS = 100;

/** Settings > Online Bookings, saved whole. */
export const onlineSettingsRequest = requestSchema({
  enabled: formBoolean,
  advance_days: whole(1, 365),
  min_lead_minutes: whole(0, 10_080),
  max_party_size: whole(1, 500),
  stop_from: optionalDate,
  stop_to: optionalDate,
  confirmation_text: plainText(1000).default(''),
}).superRefine((v, ctx) => {
  if ((v.stop_from === null) !== (v.stop_to === null))
    ctx.addIssue({ code: 'custom', path: ['stop_to'], message: 'online.stopIncomplete' });
  else if (v.stop_from && v.stop_to && v.stop_to < v.stop_from)
    ctx.addIssue({ code: 'custom', path: ['stop_to'], message: 'online.stopBeforeStart' });
});
export type OnlineSettingsRequest = z.infer<typeof onlineSettingsRequest>;

const holdId = z.uuid('validation.invalidValue');
const serviceId = requiredText('validation.required', 64);
export const offlineHoldSchema = z.discriminatedUnion(
  'scope',
  [
    z.strictObject({ hold_id: holdId, service_id: serviceId, scope: z.literal('service'), covers: whole(1, 500) }),
    z.strictObject({
      hold_id: holdId,
      service_id: serviceId,
      scope: z.literal('interval'),
      interval_minute: whole(0, 2879),
      covers: whole(1, 500),
    }),
    z.strictObject({
      hold_id: holdId,
      service_id: serviceId,
      scope: z.literal('section'),
      section_id: requiredText('validation.required', 64),
    }),
  ],
  { error: 'validation.invalidValue' },
);

/** Settings > Offline Seats, saved whole. */
export const offlineSeatsRequest = requestSchema({ holds: formArray(offlineHoldSchema, MAX_OFFLINE_HOLDS) });

/** The restaurant a public booking page is for: its restaurant uid (spec §3's Ruid), never the numeric rid. */
const outlet = requiredText('validation.required', 64);

export const publicOutletRequest = requestSchema({ outlet });

export const publicTimesRequest = requestSchema({
  outlet,
  date: dateSchema,
  adults: whole(1, 500),
  children: whole(0, 500).default(0),
});

/**
 * A diner's online booking. `request_key` is made once per form: a form sent twice makes one booking.
 * `source` tracks the page that sent the diner (a social media button).
 */
export const publicBookRequest = requestSchema({
  outlet,
  date: dateSchema,
  time: clockTime,
  adults: whole(1, 500),
  children: whole(0, 500).default(0),
  salutation: z.enum(SALUTATIONS, 'validation.invalidValue').optional(),
  first_name: requiredText('online.firstNameRequired', 80),
  last_name: requiredText('reservations.lastNameRequired', 80),
  phone: z.string({ error: 'online.phoneRequired' }).pipe(phoneSchema),
  email: z.email('validation.invalidEmail').max(254, 'validation.tooLong'),
  special_requests: plainText(1000).optional(),
  source: z.enum(ONLINE_SOURCES, 'validation.invalidValue').default('Online'),
  request_key: z.uuid('validation.invalidValue'),
});
export type PublicBookRequest = z.infer<typeof publicBookRequest>;
