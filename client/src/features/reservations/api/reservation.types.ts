import type { ReservationKind, ReservationListRow, ReservationRow, ReservationTab, StoredStatus } from '@covers/shared';

export type { ReservationRow } from '@covers/shared';

/** `reservation/list` as sent: compact rows. */
export interface DayListResponse {
  date: string;
  tab: ReservationTab;
  now: { date: string; minute: number };
  reservations: ReservationListRow[];
}

/** The day list as the screens use it: every row expanded (`expandListRow`). */
export type DayList = Omit<DayListResponse, 'reservations'> & { reservations: ReservationRow[] };

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
