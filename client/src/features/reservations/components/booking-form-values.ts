import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { FieldValue } from '../../../api/form-encoding';
import type { ReservationRow } from '@covers/shared';
import { formatMinute } from '../reservation-format';

export type BookingFormKind = 'reservation' | 'walk_in' | 'waitlist' | 'edit';

/** What the booking form holds; field names are the API's. */
export interface BookingFormValues {
  date?: Dayjs;
  /** The diner picked from the suggestions; without one, the server matches by phone or e-mail. */
  diner_id?: string;
  time?: Dayjs;
  salutation?: string;
  first_name?: string;
  last_name?: string;
  phone?: string;
  email?: string;
  vip?: boolean;
  adults?: number;
  children?: number;
  table_ids?: string[];
  remarks?: string;
  special_requests?: string;
  staff_notes?: string;
  tags?: string[];
  occasion?: string;
  taken_by?: string;
  turnaround_minutes?: number;
  deposit_amount?: number;
  deposit_status?: string;
  customer_spend?: number;
  hotel_name?: string;
  room_number?: string;
  booked_by?: string;
  third_party_name?: string;
  third_party_phone?: string;
  third_party_email?: string;
  third_party_relationship?: string;
  source?: string;
  present?: boolean;
}

const TEXT_FIELDS = [
  'diner_id',
  'salutation',
  'first_name',
  'last_name',
  'phone',
  'email',
  'remarks',
  'special_requests',
  'staff_notes',
  'occasion',
  'taken_by',
  'deposit_status',
  'hotel_name',
  'room_number',
  'booked_by',
  'third_party_name',
  'third_party_phone',
  'third_party_email',
  'third_party_relationship',
  'source',
] as const;
const NUMBER_FIELDS = ['adults', 'children', 'turnaround_minutes', 'deposit_amount', 'customer_spend'] as const;

/** Form values -> request fields: trimmed text, empty values left out (the server's defaults apply), HH:mm times. */
export function toRequestFields(values: BookingFormValues, kind: BookingFormKind): Record<string, FieldValue> {
  const fields: Record<string, FieldValue> = {};
  for (const key of TEXT_FIELDS) {
    const value = values[key]?.trim();
    if (value) fields[key] = value;
  }
  for (const key of NUMBER_FIELDS) if (typeof values[key] === 'number') fields[key] = values[key];
  if (values.vip) fields.vip = true;
  if (values.table_ids?.length) fields.table_ids = values.table_ids;
  if (values.tags?.length) fields.tags = values.tags;
  if (kind !== 'walk_in') {
    if (values.date) fields.date = values.date.format('YYYY-MM-DD');
    if (values.time) fields.time = values.time.format('HH:mm');
  }
  if (kind === 'waitlist') {
    fields.kind = 'waitlist';
    if (values.present) fields.present = true;
  }
  return fields;
}

/** A booking row -> form values for editing. */
export function fromRow(row: ReservationRow): BookingFormValues {
  const values: BookingFormValues = {
    date: dayjs(row.date),
    time: dayjs(`${row.date}T${formatMinute(row.time_minute % 1440)}`),
    vip: row.vip,
    adults: row.adults,
    children: row.children,
    table_ids: row.table_ids,
    tags: row.tags,
    turnaround_minutes: row.duration_minutes,
    deposit_amount: row.deposit_amount ?? undefined,
    customer_spend: row.customer_spend ?? undefined,
  };
  for (const key of TEXT_FIELDS) {
    const value = row[key];
    if (typeof value === 'string' && value !== '') values[key] = value;
  }
  return values;
}

/** A saved draft's data -> form values. */
export function fromDraft(data: Record<string, unknown>): BookingFormValues {
  const values: BookingFormValues = {};
  for (const key of TEXT_FIELDS) if (typeof data[key] === 'string') values[key] = data[key] as string;
  for (const key of NUMBER_FIELDS) if (data[key] !== undefined && data[key] !== null && data[key] !== '') values[key] = Number(data[key]);
  if (data.vip === true || data.vip === 'true') values.vip = true;
  if (Array.isArray(data.table_ids)) values.table_ids = data.table_ids as string[];
  if (Array.isArray(data.tags)) values.tags = data.tags as string[];
  if (typeof data.date === 'string') values.date = dayjs(data.date);
  if (typeof data.date === 'string' && typeof data.time === 'string') values.time = dayjs(`${data.date}T${data.time}`);
  return values;
}

/** Edit: only the fields that changed, as edit_transaction takes them (a new date goes as new_date). */
export function changedFields(before: BookingFormValues, after: BookingFormValues): Record<string, FieldValue> {
  const from = toRequestFields(before, 'reservation');
  const to = toRequestFields(after, 'reservation');
  const changes: Record<string, FieldValue> = {};
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (JSON.stringify(from[key]) === JSON.stringify(to[key])) continue;
    if (key === 'date') changes.new_date = to.date;
    else changes[key] = to[key] ?? (Array.isArray(from[key]) ? [] : '');
  }
  return changes;
}
