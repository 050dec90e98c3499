import { expandListRow } from '@covers/shared';
import type { FieldValue } from '../../../api/form-encoding';
import { api, queryClient } from '../../../app/services';
import { sessionStore } from '../../../session/session-store';
import type { AuditEntry, DayCounts, DayList, DayListResponse, Draft, FilterCounts, ListParams, ReservationRow, SearchHistoryEntry, SearchResult } from './reservation.types';

type Fields = Record<string, FieldValue>;

/** After one of our own writes: refresh this outlet's reservation queries at once, without waiting for the live echo. */
export function refreshReservations(): void {
  void queryClient.invalidateQueries({ queryKey: ['reservation', sessionStore.rid() ?? undefined] });
}

async function post<T>(path: string, data: Fields, hideError = false): Promise<T> {
  const result = await api.call<T>(path, { method: 'POST', data, hideError });
  refreshReservations();
  return result;
}
const params = (list: ListParams) => list as unknown as Fields;

/** The reservation and booking endpoint groups (docs/api/reservations.md) as the screens use them. */
export const reservationApi = {
  /** Rows come compact (null fields and empty lists left out) and are expanded here, so screens see full rows. */
  list: async (list: ListParams): Promise<DayList> => {
    const day = await api.call<DayListResponse>('/api/reservation/list', { data: params(list) });
    return { ...day, reservations: day.reservations.map(expandListRow) };
  },
  count: (list: ListParams) => api.call<DayCounts>('/api/reservation/count', { data: params(list) }),
  filterCount: (list: ListParams) => api.call<FilterCounts>('/api/reservation/filter_count', { data: params(list) }),
  get: (reservationId: string, date: string) => api.call<ReservationRow>('/api/booking/get_transaction', { data: { reservation_id: reservationId, date } }),
  /** Table clashes come back as an ApiError the caller turns into the double-booking prompt, so errors are not shown here. */
  add: (data: Fields) => post<ReservationRow>('/api/booking/add_transaction', data, true),
  addWalkIn: (data: Fields) => post<ReservationRow>('/api/booking/add_walk_in', data, true),
  edit: (data: Fields) => post<ReservationRow>('/api/booking/edit_transaction', data, true),
  move: (data: Fields) => post<ReservationRow>('/api/booking/move_reservation', data, true),
  changeStatus: (data: Fields) => post('/api/booking/update_transaction_status', data, true),
  cancel: (reservationId: string, date: string, reason: string) => post('/api/reservation/cancel', { reservation_id: reservationId, date, reason }),
  audit: (reservationId: string) => api.call<{ entries: AuditEntry[] }>('/api/booking/audit_trail', { data: { reservation_id: reservationId } }),
  search: (query: string, scope: 'outlet' | 'group') => api.call<{ results: SearchResult[] }>('/api/booking/search_transaction', { data: { query, scope } }),
  searchHistory: () => api.call<{ history: SearchHistoryEntry[] }>('/api/booking/search_history'),
  drafts: () => api.call<{ drafts: Draft[] }>('/api/reservation/drafts_list'),
  saveDraft: (draftId: string | undefined, data: Fields) => post<{ draft_id: string }>('/api/reservation/drafts_add', { draft_id: draftId, data }),
  deleteDraft: (draftId: string) => post('/api/reservation/drafts_delete', { draft_id: draftId }),
};
