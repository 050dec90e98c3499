import { z } from 'zod';
import { requestSchema } from '../common/common-fields';
import { formBoolean, plainText, requiredText } from '../common/form-values';
import { phoneSchema, reservationIdSchema, tableIdsSchema } from '../reservations/reservations.schemas';
import { QUEUE_STATUS_ACTIONS } from './queue-actions';
import { MAX_QUEUE_BAND_PAX, MAX_QUEUE_WAIT_MINUTES, QUEUE_NUMBER_TYPES, QUEUE_ROTATIONS } from './queue.types';

/** A queue link's token (the screen's or the check-in page's): 32 base64url characters. */
const queueToken = z.string({ error: 'queue.linkInvalid' }).regex(/^[A-Za-z0-9_-]{32}$/, 'queue.linkInvalid');

/** A phone as the reservations take it, but never a date typed into the phone field (8 digits would pass as a local number). */
const queuePhone = phoneSchema.refine((phone) => !/^\d{4}-\d{2}-\d{2}$/.test(phone), 'validation.invalidNumber');

const pax = z.coerce
  .number('validation.invalidNumber')
  .int('validation.invalidNumber')
  .min(1, 'validation.invalidNumber')
  .max(MAX_QUEUE_BAND_PAX, 'validation.invalidNumber');

/**
 * The host adds a party at the stand: its size, and a name and phone when the party gives them. A queued party
 * counts against the service's waitlist limits as any walk-in without a table: `book_anyway` answers a full one.
 */
export const queueJoinRequest = requestSchema({
  pax,
  last_name: plainText(80).default(''),
  phone: queuePhone.optional(),
  book_anyway: formBoolean.default(false),
});

/** The public check-in page (a tablet at the door, or the diner's phone through the QR code). */
export const queueCheckInFormRequest = requestSchema({ token: queueToken });
export const queueCheckInRequest = requestSchema({
  token: queueToken,
  pax,
  last_name: requiredText('queue.nameRequired', 80),
  phone: z.string({ error: 'queue.phoneRequired' }).min(1, 'queue.phoneRequired').pipe(queuePhone),
});

/** A party's status page, by the signed link it got when it joined: its booking id and the link's signature. */
export const queuePartyToken = z
  .string({ error: 'queue.linkInvalid' })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{22}$/, 'queue.linkInvalid');
export const queuePartyRequest = requestSchema({ token: queuePartyToken });

/** The queue status screen, by its screen link. */
export const queueScreenRequest = requestSchema({ token: queueToken });
/** Its background, with the version the screen shows (a new upload, a new address). */
export const queueScreenBackgroundRequest = requestSchema({
  token: queueToken,
  v: z
    .string()
    .regex(/^[0-9a-f]{16}$/, 'validation.invalidValue')
    .optional(),
});

/** offer, ping, no answer, remove, move to the waitlist or to a reservation. */
export const queueUpdateStatusRequest = requestSchema({
  reservation_id: reservationIdSchema,
  action: z.enum(QUEUE_STATUS_ACTIONS, 'validation.invalidValue'),
  book_anyway: formBoolean.default(false),
});

/** Seat a queued party at its tables, with the walk-in's table rules ("Table double booked!" and Book anyways). */
export const queueSeatRequest = requestSchema({
  reservation_id: reservationIdSchema,
  table_ids: tableIdsSchema.refine((ids) => ids.length > 0, 'validation.required'),
  book_anyway: formBoolean.default(false),
});

const bandPax = pax.max(MAX_QUEUE_BAND_PAX - 1, 'validation.invalidNumber');

/** Queues Setup: every setting of spec §3. */
export const queueSettingsRequest = requestSchema({
  default_wait_minutes: z.coerce
    .number('validation.invalidNumber')
    .int('validation.invalidNumber')
    .min(0, 'validation.invalidNumber')
    .max(MAX_QUEUE_WAIT_MINUTES, 'validation.invalidNumber'),
  number_type: z.enum(QUEUE_NUMBER_TYPES, 'validation.invalidValue'),
  band_a_max_pax: bandPax,
  band_b_max_pax: bandPax,
  show_groups_ahead: formBoolean,
  show_wait_time: formBoolean,
  rotation: z.enum(QUEUE_ROTATIONS, 'validation.invalidValue'),
}).refine((s) => s.band_b_max_pax > s.band_a_max_pax, { path: ['band_b_max_pax'], message: 'queue.bandsOrder' });

/** The queue's public links: the status screen's and the check-in page's. */
export const QUEUE_LINK_PURPOSES = ['screen', 'check_in'] as const;
export type QueueLinkPurpose = (typeof QUEUE_LINK_PURPOSES)[number];
export const queueLinkRequest = requestSchema({ purpose: z.enum(QUEUE_LINK_PURPOSES, 'validation.invalidValue') });

export type QueueJoinRequest = z.infer<typeof queueJoinRequest>;
export type QueueCheckInFormRequest = z.infer<typeof queueCheckInFormRequest>;
export type QueueCheckInRequest = z.infer<typeof queueCheckInRequest>;
export type QueueUpdateStatusRequest = z.infer<typeof queueUpdateStatusRequest>;
export type QueueSeatRequest = z.infer<typeof queueSeatRequest>;
export type QueueSettingsRequest = z.infer<typeof queueSettingsRequest>;
export type QueueLinkRequest = z.infer<typeof queueLinkRequest>;
export type QueueScreenRequest = z.infer<typeof queueScreenRequest>;
export type QueuePartyRequest = z.infer<typeof queuePartyRequest>;
