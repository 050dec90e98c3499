import { BOOKING_DETAIL_FIELDS, BOOKING_NOTE_FIELDS, DINER_CONTACT_FIELDS, type Reservation } from '@covers/shared';

export type { Reservation };

/** Fields an edit may change in place (date, time and tables go through a move). */
export const EDITABLE_FIELDS = [
  'adults',
  'children',
  'duration_minutes',
  'service_id',
  'session',
  'diner_id',
  ...DINER_CONTACT_FIELDS,
  ...BOOKING_NOTE_FIELDS,
  ...BOOKING_DETAIL_FIELDS,
  'campaign_id',
] as const satisfies readonly (keyof Reservation)[];
export type EditableField = (typeof EDITABLE_FIELDS)[number];
export type ReservationChanges = Partial<Pick<Reservation, EditableField>>;
export interface FieldChanges {
  before: ReservationChanges;
  after: ReservationChanges;
}

/** The fields `changes` really changes on `r`, with their values before and after. */
export function diffChanges(r: Reservation, changes: ReservationChanges): FieldChanges {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    const current = r[key as keyof Reservation];
    if (JSON.stringify(current) === JSON.stringify(value)) continue;
    before[key] = current;
    after[key] = value;
  }
  return { before, after };
}

/** The published table plan as the reservations context needs it. null = no plan published yet. */
export interface FloorSnapshot {
  tables: Map<string, { table_id: string; section_id: string; name: string; min_pax: number; max_pax: number }>;
  combinations: { table_ids: string[]; min_pax: number; max_pax: number }[];
}

export const pax = (r: Pick<Reservation, 'adults' | 'children'>) => r.adults + r.children;

/** Imports carry bookings without their empty (null) fields: half the bytes in the events and the outbox. */
export function withoutNulls(r: Reservation): Partial<Reservation> {
  const compact: Record<string, unknown> = {};
  for (const key in r) {
    const value = r[key as keyof Reservation];
    if (value !== null) compact[key] = value;
  }
  return compact as Partial<Reservation>;
}

/** The booking a compact one stands for. Written out field by field: folding a day runs it for every booking. */
export function withNulls(compact: Partial<Reservation>): Reservation {
  // Only the null fields were left out.
  const c = compact as Reservation;
  return {
    reservation_id: c.reservation_id,
    kind: c.kind,
    status: c.status,
    date: c.date,
    time_minute: c.time_minute,
    duration_minutes: c.duration_minutes,
    adults: c.adults,
    children: c.children,
    table_ids: c.table_ids,
    service_id: c.service_id ?? null,
    session: c.session ?? null,
    diner_id: c.diner_id ?? null,
    salutation: c.salutation ?? null,
    first_name: c.first_name ?? null,
    last_name: c.last_name,
    phone: c.phone ?? null,
    email: c.email ?? null,
    vip: c.vip,
    remarks: c.remarks ?? null,
    special_requests: c.special_requests ?? null,
    staff_notes: c.staff_notes ?? null,
    tags: c.tags,
    occasion: c.occasion ?? null,
    taken_by: c.taken_by,
    deposit_amount: c.deposit_amount ?? null,
    deposit_status: c.deposit_status,
    customer_spend: c.customer_spend ?? null,
    hotel_name: c.hotel_name ?? null,
    room_number: c.room_number ?? null,
    booked_by: c.booked_by ?? null,
    third_party_name: c.third_party_name ?? null,
    third_party_phone: c.third_party_phone ?? null,
    third_party_email: c.third_party_email ?? null,
    third_party_relationship: c.third_party_relationship ?? null,
    source: c.source,
    campaign_id: c.campaign_id ?? null,
    flags: c.flags,
    created_at: c.created_at,
    created_by: c.created_by,
    seated_at: c.seated_at ?? null,
  };
}
