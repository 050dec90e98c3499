import type { ReservationRow } from './reservations.types';

type NullableField = { [K in keyof ReservationRow]: null extends ReservationRow[K] ? K : never }[keyof ReservationRow];
type ListField = 'table_ids' | 'tags' | 'flags';

/**
 * A day-list row as `reservation/list` sends it: null fields and empty lists are left out, which halves the
 * hot path's payload. `expandListRow` gives back the full row.
 */
export type ReservationListRow = Omit<ReservationRow, NullableField | ListField> & {
  [K in NullableField]?: NonNullable<ReservationRow[K]>;
} & Partial<Pick<ReservationRow, ListField>>;

/**
 * Every nullable field of a booking, null: what a list row's absent field stands for. Typed so that a new
 * nullable field must be added here.
 */
export const RESERVATION_NULLS: { [K in NullableField]: null } = {
  service_id: null,
  session: null,
  diner_id: null,
  salutation: null,
  first_name: null,
  phone: null,
  email: null,
  remarks: null,
  special_requests: null,
  staff_notes: null,
  occasion: null,
  deposit_amount: null,
  customer_spend: null,
  hotel_name: null,
  room_number: null,
  booked_by: null,
  third_party_name: null,
  third_party_phone: null,
  third_party_email: null,
  third_party_relationship: null,
  campaign_id: null,
  seated_at: null,
};

/** The full row of a compact list row: an absent field is null, an absent list empty (fresh arrays per row). */
export function expandListRow(row: ReservationListRow): ReservationRow {
  return { ...RESERVATION_NULLS, table_ids: [], tags: [], flags: [], ...row };
}
