import type { ReservationListRow } from './reservation-list-row';
import type { ReservationTab, StoredStatus } from './reservation-status';
import type { ReservationKind } from './reservation.constants';
import type { TableState } from './table-state.machine';

/** Results of the reservation and booking endpoints (docs/api/reservations.md), shared by the gateway and the console. */

/** `reservation/list` as sent: compact rows. */
export interface DayListResponse {
  date: string;
  tab: ReservationTab;
  now: { date: string; minute: number };
  reservations: ReservationListRow[];
}

export interface TabCount {
  bookings: number;
  covers: number;
}
export type DayCounts = Record<ReservationTab, TabCount> & { fulfilled: number };
export type FilterCounts = Record<'vip' | 'requests_notes' | 'deposit_paid' | 'deposit_pending' | 'large_party' | 'campaign', number>;

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

/** `reservation/import`: rows imported, rows refused and why. */
export interface ImportAnswer {
  imported: number;
  failed: number;
  errors: { row: number; code: string; fields?: Record<string, string>; details?: unknown }[];
}

/** One row of /api/reservation/table_states. */
export interface TableStateRow {
  table_id: string;
  state: TableState;
  from_minute: number | null;
  to_minute: number | null;
}
