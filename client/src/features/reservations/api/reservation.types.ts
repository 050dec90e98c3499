import type { DepositStatus, ReservationKind, ReservationStatus, ReservationTab, StoredStatus } from '@covers/shared';

/** One booking as the day list returns it (docs/api/reservations.md, "The booking object"). */
export interface ReservationRow {
  reservation_id: string;
  kind: ReservationKind;
  status: StoredStatus;
  /** The status it shows now: Late and Overstayed come from the clock. */
  shown_status: ReservationStatus;
  date: string;
  time_minute: number;
  duration_minutes: number;
  pax: number;
  adults: number;
  children: number;
  table_ids: string[];
  service_id: string | null;
  session: string | null;
  diner_id: string | null;
  salutation: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  email: string | null;
  vip: boolean;
  remarks: string | null;
  special_requests: string | null;
  staff_notes: string | null;
  tags: string[];
  occasion: string | null;
  taken_by: string | null;
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
  source: string | null;
  campaign_id: string | null;
  flags: string[];
  created_at: string;
  created_by: string | null;
  updated_at: string;
}

export interface DayList {
  date: string;
  tab: ReservationTab;
  now: { date: string; minute: number };
  reservations: ReservationRow[];
}

export interface TabCount {
  bookings: number;
  covers: number;
}
export type DayCounts = Record<ReservationTab, TabCount> & { fulfilled: number };
export type FilterCounts = Record<'vip' | 'requests_notes' | 'deposit_paid' | 'deposit_pending' | 'large_party' | 'campaign', number>;

/** The list's filters as the API takes them (listRequest without the common fields). */
export interface ListParams {
  date: string;
  tab: ReservationTab;
  sort: 'reservation_time' | 'created_time';
  service_id?: string;
  vip?: boolean;
  requests_notes?: boolean;
  deposit?: 'paid' | 'pending';
  large_party?: boolean;
  campaign?: boolean;
  search?: string;
}

export interface Clash {
  reservation_id: string;
  name: string;
  time: string;
  pax: number;
  status: string;
  table_ids: string[];
}

export interface Draft {
  draft_id: string;
  data: Record<string, unknown>;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface AuditEntry {
  position: number;
  at: string;
  actor: string;
  actor_name: string | null;
  action: string;
  changes: Record<string, unknown>;
}

export interface SearchResult {
  rid: number;
  reservation_id: string;
  status: StoredStatus;
  date: string;
  time_minute: number;
  pax: number;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  email: string | null;
  table_ids: string[];
  kind: ReservationKind;
}

export interface SearchHistoryEntry {
  query: string;
  scope: 'outlet' | 'group';
  searched_at: string;
}
