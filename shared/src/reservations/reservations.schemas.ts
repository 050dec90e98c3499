import { z } from 'zod';
import { requestSchema } from '../common/common-fields';
import { calendarDate, clockTime, formArray, formBoolean, plainText, requiredText } from '../common/form-values';
import { CANCELLATION_REASONS } from '../constants/cancellation-reasons';
import { STATUS_UPDATE_ACTIONS } from './reservation-actions';
import { DEPOSIT_STATUSES, NOTIFICATION_CHANNELS, NOTIFICATION_TEMPLATES, SALUTATIONS } from './reservation.constants';
import { RESERVATION_TABS } from './reservation-status';
import { TABLE_ACTIONS } from './table-state.machine';

/** Form-encoded lists arrive as 'a,b', repeated keys or `a[0]=…`; at most `max` items. */
const list = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? (v === '' ? [] : v.split(',').map((s) => s.trim())) : v), formArray(item, max));
const count = z.coerce
  .number('validation.invalidNumber')
  .int('validation.invalidNumber')
  .min(0, 'validation.invalidNumber')
  .max(500, 'validation.invalidNumber');
const money = z.coerce.number('validation.invalidNumber').min(0, 'validation.invalidNumber').max(100_000_000, 'validation.invalidNumber');

export const dateSchema = calendarDate;
/** HH:mm, 00:00-23:59. */
export const timeSchema = clockTime;
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'validation.invalidNumber');
export const reservationIdSchema = z.string().uuid('validation.invalidValue');
const tableId = plainText(64).min(1, 'validation.required');
/** Up to 12 table ids, form-encoded or as a list. */
export const tableIdsSchema = list(tableId, 12);

/** The diner of a booking: an existing diner_id, or the details to match by phone or email within the group, or create. */
export const dinerFieldsShape = {
  diner_id: z.string().uuid('validation.invalidValue').optional(),
  salutation: z.enum(SALUTATIONS, 'validation.invalidValue').optional(),
  first_name: plainText(80).optional(),
  last_name: requiredText('reservations.lastNameRequired', 80),
  phone: phoneSchema.optional(),
  email: z.email('validation.invalidEmail').max(254, 'validation.tooLong').optional(),
  vip: formBoolean.optional(),
};

/** Every editable Reservation field of spec §3 except the diner and the status. */
export const reservationFieldsShape = {
  adults: count.min(1, 'validation.invalidNumber'),
  children: count.default(0),
  table_ids: list(tableId, 12).default([]),
  remarks: plainText(1000).optional(),
  special_requests: plainText(1000).optional(),
  staff_notes: plainText(1000).optional(),
  tags: list(plainText(40), 20).default([]),
  occasion: plainText(80).optional(),
  taken_by: requiredText('reservations.takenByRequired', 80),
  turnaround_minutes: z.coerce
    .number('validation.invalidNumber')
    .int('validation.invalidNumber')
    .min(5, 'validation.invalidNumber')
    .max(1440, 'validation.invalidNumber')
    .optional(),
  deposit_amount: money.optional(),
  deposit_status: z.enum(DEPOSIT_STATUSES, 'validation.invalidValue').default('none'),
  customer_spend: money.optional(),
  hotel_name: plainText(120).optional(),
  room_number: plainText(20).optional(),
  booked_by: plainText(80).optional(),
  third_party_name: plainText(120).optional(),
  third_party_phone: phoneSchema.optional(),
  third_party_email: z.email('validation.invalidEmail').max(254, 'validation.tooLong').optional(),
  third_party_relationship: plainText(60).optional(),
  source: plainText(40).optional(),
  campaign_id: plainText(64).optional(),
  service_id: plainText(64).optional(),
  /** Double booking is refused unless the host chose "Book anyways". */
  book_anyway: formBoolean.default(false),
  /** A booking that breaks its service's rules (party size, children, a table not bookable, outside every service) is refused unless staff allowed to override chose to. */
  override_rules: formBoolean.default(false),
};

/** Date and time stay optional in the schema: a booking without them is refused with NO_TIME_OR_DATE (spec §5). */
const when = { date: dateSchema.optional(), time: timeSchema.optional() };

export const reservationDetailsSchema = z.object({ ...dinerFieldsShape, ...reservationFieldsShape, ...when });
export type ReservationDetailsInput = z.infer<typeof reservationDetailsSchema>;

export const addTransactionRequest = requestSchema({
  ...dinerFieldsShape,
  ...reservationFieldsShape,
  ...when,
  kind: z.enum(['reservation', 'waitlist'], 'validation.invalidValue').default('reservation'),
  /** Waitlist only: the diner is here now (Waiting) rather than waitlisted for later (Waitlisted). */
  present: formBoolean.default(false),
  /** Turns this draft into the booking (spec §4: a draft becomes a reservation or a waitlist entry). */
  draft_id: z.string().uuid('validation.invalidValue').optional(),
});
export type AddTransactionRequest = z.infer<typeof addTransactionRequest>;

export const addWalkInRequest = requestSchema({
  ...dinerFieldsShape,
  ...reservationFieldsShape,
  last_name: plainText(80).default('Walk-in'),
});
export type AddWalkInRequest = z.infer<typeof addWalkInRequest>;

/** Edits carry only the fields they change (no defaults); a change of date, time or tables is a move. */
const editableShape = Object.fromEntries(
  Object.entries({ ...dinerFieldsShape, ...reservationFieldsShape, time: timeSchema }).map(([key, schema]) => [
    key,
    (schema instanceof z.ZodDefault ? schema.unwrap() : schema).optional(),
  ]),
) as unknown as { [K in keyof EditableFields]-?: z.ZodOptional<z.ZodType<NonNullable<EditableFields[K]>, unknown>> };
type EditableFields = Omit<ReservationDetailsInput, 'date'>;

export const editTransactionRequest = requestSchema({
  ...editableShape,
  reservation_id: reservationIdSchema,
  date: dateSchema,
  new_date: dateSchema.optional(),
  book_anyway: formBoolean.default(false),
  override_rules: formBoolean.default(false),
});
export type EditTransactionRequest = z.infer<typeof editTransactionRequest>;

export const bookingRefRequest = requestSchema({ reservation_id: reservationIdSchema, date: dateSchema });

/** A status change that brings a booking back onto tables or covers (reinstate, seat, switch) may clash: `book_anyway` answers it. */
export const updateStatusRequest = requestSchema({
  reservation_id: reservationIdSchema,
  date: dateSchema,
  action: z.enum(STATUS_UPDATE_ACTIONS, 'validation.invalidValue'),
  reason: z.enum(CANCELLATION_REASONS, 'reservations.cancellationReasonRequired').optional(),
  book_anyway: formBoolean.default(false),
});

export const cancelRequest = requestSchema({
  reservation_id: reservationIdSchema,
  date: dateSchema,
  reason: z.enum(CANCELLATION_REASONS, 'reservations.cancellationReasonRequired'),
});

export const batchStatusUpdateRequest = requestSchema({
  date: dateSchema,
  reservation_ids: list(reservationIdSchema, 500).refine((ids) => ids.length > 0, 'validation.required'),
  action: z.enum(STATUS_UPDATE_ACTIONS, 'validation.invalidValue'),
  reason: z.enum(CANCELLATION_REASONS, 'reservations.cancellationReasonRequired').optional(),
  book_anyway: formBoolean.default(false),
});

export const reassignTableRequest = requestSchema({
  reservation_id: reservationIdSchema,
  date: dateSchema,
  table_ids: list(tableId, 12).refine((ids) => ids.length > 0, 'validation.required'),
  book_anyway: formBoolean.default(false),
  override_rules: formBoolean.default(false),
});

export const exchangeTableRequest = requestSchema({
  date: dateSchema,
  reservation_id: reservationIdSchema,
  other_reservation_id: reservationIdSchema,
  book_anyway: formBoolean.default(false),
  override_rules: formBoolean.default(false),
});

export const moveReservationRequest = requestSchema({
  reservation_id: reservationIdSchema,
  date: dateSchema,
  new_date: dateSchema.optional(),
  new_time: timeSchema.optional(),
  table_ids: list(tableId, 12).optional(),
  book_anyway: formBoolean.default(false),
  override_rules: formBoolean.default(false),
});

export const tableStateRequest = requestSchema({
  date: dateSchema,
  table_id: tableId,
  action: z.enum(TABLE_ACTIONS, 'validation.invalidValue'),
  /** lock_table only: the minutes of the day the lock covers; the whole day when absent. */
  from_time: timeSchema.optional(),
  to_time: timeSchema.optional(),
  note: plainText(200).optional(),
});

export const tableStatesRequest = requestSchema({ date: dateSchema });

export const listRequest = requestSchema({
  date: dateSchema,
  tab: z.enum(RESERVATION_TABS, 'validation.invalidValue').default('all'),
  sort: z.enum(['reservation_time', 'created_time'], 'validation.invalidValue').default('reservation_time'),
  service_id: plainText(64).optional(),
  vip: formBoolean.optional(),
  requests_notes: formBoolean.optional(),
  deposit: z.enum(['paid', 'pending'], 'validation.invalidValue').optional(),
  large_party: formBoolean.optional(),
  campaign: formBoolean.optional(),
  search: plainText(120).optional(),
});
export type ListRequest = z.infer<typeof listRequest>;
export const countRequest = listRequest;

export const exportRequest = listRequest.extend({
  fields: list(plainText(60), 40).optional(),
});

export const searchTransactionRequest = requestSchema({
  query: plainText(120).min(1, 'validation.required'),
  scope: z.enum(['outlet', 'group'], 'validation.invalidValue').default('outlet'),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const auditTrailRequest = requestSchema({ reservation_id: reservationIdSchema });

export const flagsRequest = requestSchema({ reservation_id: reservationIdSchema, date: dateSchema });
export const setFlagsRequest = requestSchema({
  reservation_id: reservationIdSchema,
  date: dateSchema,
  flags: list(plainText(30), 10),
});

export const resendNotificationRequest = requestSchema({
  reservation_id: reservationIdSchema,
  date: dateSchema,
  channel: z.enum(NOTIFICATION_CHANNELS, 'validation.invalidValue').default('sms'),
  template: z.enum(NOTIFICATION_TEMPLATES, 'validation.invalidValue').default('confirmation'),
});

export const notificationsRequest = requestSchema({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** A draft is an unfinished form: everything optional, validated for real when it becomes a booking. */
export const draftFieldsSchema = reservationDetailsSchema.partial().extend({ kind: z.enum(['reservation', 'waitlist']).optional() });
export const addDraftRequest = requestSchema({
  draft_id: z.string().uuid('validation.invalidValue').optional(),
  data: draftFieldsSchema.strict(),
});
export const draftRefRequest = requestSchema({ draft_id: z.string().uuid('validation.invalidValue') });
/** Calls that take only the common fields (drafts list, search history, import template). */
export const commonOnlyRequest = requestSchema({});
