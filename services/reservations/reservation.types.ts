import type { Reservation } from '@covers/shared';

export type { Reservation };

/** Fields an edit may change in place (date, time and tables go through a move). */
export const EDITABLE_FIELDS = [
  'adults',
  'children',
  'duration_minutes',
  'service_id',
  'session',
  'diner_id',
  'salutation',
  'first_name',
  'last_name',
  'phone',
  'email',
  'vip',
  'remarks',
  'special_requests',
  'staff_notes',
  'tags',
  'occasion',
  'taken_by',
  'deposit_amount',
  'deposit_status',
  'customer_spend',
  'hotel_name',
  'room_number',
  'booked_by',
  'third_party_name',
  'third_party_phone',
  'third_party_email',
  'third_party_relationship',
  'source',
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
  for (const [key, value] of Object.entries(r)) if (value !== null) compact[key] = value;
  return compact as Partial<Reservation>;
}

const NULL_FIELDS = Object.fromEntries(
  (
    [
      'service_id', 'session', 'diner_id', 'salutation', 'first_name', 'phone', 'email', 'remarks', 'special_requests', 'staff_notes',
      'occasion', 'deposit_amount', 'customer_spend', 'hotel_name', 'room_number', 'booked_by', 'third_party_name', 'third_party_phone',
      'third_party_email', 'third_party_relationship', 'campaign_id', 'seated_at',
    ] as const satisfies readonly (keyof Reservation)[]
  ).map((key) => [key, null]),
);

export function withNulls(compact: Partial<Reservation>): Reservation {
  return { ...NULL_FIELDS, ...compact } as Reservation;
}
