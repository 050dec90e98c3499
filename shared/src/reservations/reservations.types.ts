import type { DinerContactFields } from './diner-contact';
import type { DepositStatus, ReservationKind } from './reservation.constants';
import type { ReservationStatus, StoredStatus } from './reservation-status';

/** Every Reservation field of spec §3, as the day stream records it (names as the API spells them). */
export interface Reservation extends DinerContactFields {
  reservation_id: string;
  kind: ReservationKind;
  status: StoredStatus;
  date: string;
  time_minute: number;
  duration_minutes: number;
  adults: number;
  children: number;
  table_ids: string[];
  service_id: string | null;
  session: string | null;
  diner_id: string | null;
  remarks: string | null;
  special_requests: string | null;
  staff_notes: string | null;
  tags: string[];
  occasion: string | null;
  taken_by: string;
  deposit_amount: number | null;
  deposit_status: DepositStatus;
  customer_spend: number | null;
  hotel_name: string | null;
  room_number: string | null;
  booked_by: string | null;
  third_party_name: string | null;
  third_party_phone: string | null;
  third_party_email: string | null;
  third_party_relationship: string | null;
  source: string;
  campaign_id: string | null;
  flags: string[];
  created_at: string;
  created_by: string;
  seated_at: string | null;
}

/** One row of the day list (`reservation/list`): the booking, its party size, the status it shows now. */
export interface ReservationRow extends Reservation {
  pax: number;
  /** Late and Overstayed come from the clock (effectiveStatus). */
  shown_status: ReservationStatus;
  updated_at: string;
}
