import { z } from 'zod';
import { requestSchema } from '../common/common-fields';
import { formBoolean, plainText } from '../common/form-values';
import { CSV_UPLOAD_MAX_BYTES } from '../constants/uploads';
import { BOOKING_DETAIL_FIELDS, BOOKING_NOTE_FIELDS } from './booking-fields';
import { DINER_CONTACT_FIELDS } from './diner-contact';
import { IMPORT_MAX_ROWS_PER_REQUEST } from './reservation.constants';
import { STORED_STATUSES, type StoredStatus } from './reservation-status';
import { dateSchema, dinerFieldsShape, reservationFieldsShape, timeSchema } from './reservations.schemas';

/** Statuses an imported (possibly historical) booking may carry. */
export const IMPORTABLE_STATUSES = STORED_STATUSES.filter((s): s is Exclude<StoredStatus, 'Draft'> => s !== 'Draft');

const { table_ids: _tableIds, book_anyway: _bookAnyway, override_rules: _overrideRules, ...importedFields } = reservationFieldsShape;

/** One CSV row of the import: the columns of the template, tables given by their names. */
export const reservationImportRowSchema = z
  .object({
    ...dinerFieldsShape,
    ...importedFields,
    date: dateSchema,
    time: timeSchema,
    tables: z
      .preprocess(
        (v) => (typeof v === 'string' ? (v.trim() === '' ? [] : v.split(/[,;]/).map((s) => s.trim())) : v),
        z.array(plainText(64).min(1, 'validation.required')).max(12, 'validation.tooLong'),
      )
      .default([]),
    status: z.enum(IMPORTABLE_STATUSES, 'validation.invalidValue').default('Booked'),
  })
  .strip();
export type ReservationImportRow = z.infer<typeof reservationImportRowSchema>;

/** The template's columns, in order (the template download is a CSV with this header and one example row). */
export const RESERVATION_IMPORT_COLUMNS = [
  'date',
  'time',
  ...DINER_CONTACT_FIELDS,
  'adults',
  'children',
  'tables',
  'status',
  ...BOOKING_NOTE_FIELDS,
  'turnaround_minutes',
  ...BOOKING_DETAIL_FIELDS,
] as const satisfies readonly (keyof ReservationImportRow)[];

export const RESERVATION_IMPORT_EXAMPLE: Record<(typeof RESERVATION_IMPORT_COLUMNS)[number], string> = {
  date: '2026-12-24',
  time: '19:30',
  salutation: 'Ms',
  first_name: 'Mei Ling',
  last_name: 'Tan',
  phone: '+6591234567',
  email: 'meiling.tan@example.com',
  vip: 'false',
  adults: '2',
  children: '1',
  tables: 'T1',
  status: 'Booked',
  remarks: '',
  special_requests: 'High chair',
  staff_notes: '',
  tags: 'Birthday',
  occasion: 'Birthday',
  taken_by: 'Alice',
  turnaround_minutes: '90',
  deposit_amount: '',
  deposit_status: 'none',
  customer_spend: '',
  hotel_name: '',
  room_number: '',
  booked_by: '',
  third_party_name: '',
  third_party_phone: '',
  third_party_email: '',
  third_party_relationship: '',
  source: 'Import',
};

/** Empty CSV cells mean "not given". */
export function dropEmptyCells(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (value !== '' && value !== null && value !== undefined) out[key] = value;
  return out;
}

export const importRequest = requestSchema({
  rows: z.array(z.record(z.string(), z.unknown())).min(1, 'validation.required').max(IMPORT_MAX_ROWS_PER_REQUEST, 'validation.tooLong'),
  /** Import rows whose tables clash with another booking anyway (recorded in the audit trail). */
  book_anyway: formBoolean.default(false),
});
export const IMPORT_MAX_BYTES = CSV_UPLOAD_MAX_BYTES;
