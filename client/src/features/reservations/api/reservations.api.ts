import {
  expandListRow,
  type addDraftRequest,
  type addTransactionRequest,
  type addWalkInRequest,
  type batchStatusUpdateRequest,
  type AuditEntry,
  type cancelRequest,
  type DayCounts,
  type DayListResponse,
  type Draft,
  type editTransactionRequest,
  type exchangeTableRequest,
  type FilterCounts,
  type FloorLayout,
  type listRequest,
  type OutletClock,
  type ListRequest,
  type moveReservationRequest,
  type reassignTableRequest,
  type resendNotificationRequest,
  type ReservationRow,
  type SearchHistoryEntry,
  type SearchResult,
  type searchTransactionRequest,
  type setFlagsRequest,
  type TableStateRow,
  type tableStateRequest,
  type updateStatusRequest,
} from '@covers/shared';
import type { RequestBody } from '../../../api/request-body';
import { api, get, post, postQuietly } from '../../../app/services';

/** The list's filters as the screens keep them: the list request with its tab and sort always set. */
export type ListParams = RequestBody<typeof listRequest> & Pick<ListRequest, 'tab' | 'sort'>;
/** The day list as the screens use it: every row expanded (`expandListRow`). */
type DayList = Omit<DayListResponse, 'reservations'> & { reservations: ReservationRow[] };

export type NewBooking = RequestBody<typeof addTransactionRequest>;
export type NewWalkIn = RequestBody<typeof addWalkInRequest>;
export type BookingEdit = RequestBody<typeof editTransactionRequest>;
export type BookingMove = RequestBody<typeof moveReservationRequest>;
export type StatusChange = RequestBody<typeof updateStatusRequest>;
export type TableReassignment = RequestBody<typeof reassignTableRequest>;
export type TableStateChange = RequestBody<typeof tableStateRequest>;
export type Cancellation = RequestBody<typeof cancelRequest>;
export type BatchStatusChange = RequestBody<typeof batchStatusUpdateRequest>;
export type TableExchange = RequestBody<typeof exchangeTableRequest>;
export type FlagsChange = RequestBody<typeof setFlagsRequest>;
export type NotificationResend = RequestBody<typeof resendNotificationRequest>;
export type DraftFields = RequestBody<typeof addDraftRequest>['data'];

/** The reservation and booking endpoint groups (docs/api/reservations.md) as the screens use them. */
export const reservationsApi = {
  /** Rows come compact (null fields and empty lists left out) and are expanded here, so screens see full rows. */
  list: async (params: ListParams): Promise<DayList> => {
    const day = await get<DayListResponse>('/api/reservation/list', params);
    return { ...day, reservations: day.reservations.map(expandListRow) };
  },
  count: (params: ListParams) => get<DayCounts>('/api/reservation/count', params),
  filterCount: (params: ListParams) => get<FilterCounts>('/api/reservation/filter_count', params),
  get: (reservationId: string, date: string) =>
    get<ReservationRow>('/api/booking/get_transaction', { reservation_id: reservationId, date }),
  audit: (reservationId: string) => get<{ entries: AuditEntry[] }>('/api/booking/audit_trail', { reservation_id: reservationId }),
  search: (body: RequestBody<typeof searchTransactionRequest>) => get<{ results: SearchResult[] }>('/api/booking/search_transaction', body),
  searchHistory: () => get<{ history: SearchHistoryEntry[] }>('/api/booking/search_history'),
  drafts: () => get<{ drafts: Draft[] }>('/api/reservation/drafts_list'),
  serviceDay: () => get<OutletClock>('/api/reservation/service_day'),
  tableStates: (date: string) => get<{ tables: TableStateRow[] }>('/api/reservation/table_states', { date }),
  /** The table plan in service; the views work without one, so a refusal is not shown. */
  tableLayout: () => api.call<FloorLayout>('/api/floorplan/layout', { hideError: true }),
  add: (body: NewBooking) => postQuietly<ReservationRow>('/api/booking/add_transaction', body),
  addWalkIn: (body: NewWalkIn) => postQuietly<ReservationRow>('/api/booking/add_walk_in', body),
  edit: (body: BookingEdit) => postQuietly<ReservationRow>('/api/booking/edit_transaction', body),
  move: (body: BookingMove) => postQuietly<ReservationRow>('/api/booking/move_reservation', body),
  changeStatus: (body: StatusChange) => postQuietly<unknown>('/api/booking/update_transaction_status', body),
  batchStatus: (body: BatchStatusChange) => postQuietly<unknown>('/api/reservation/batch_status_update', body),
  exchangeTables: (body: TableExchange) => postQuietly<unknown>('/api/booking/exchange_table', body),
  setFlags: (body: FlagsChange) => post<{ reservation_id: string; flags: string[] }>('/api/booking/flags', body),
  resendNotification: (body: NotificationResend) => post<unknown>('/api/booking/resend_notification', body),
  reassignTable: (body: TableReassignment) => postQuietly<unknown>('/api/booking/reassign_table', body),
  changeTableState: (body: TableStateChange) => postQuietly<unknown>('/api/reservation/table_state', body),
  cancel: (body: Cancellation) => post<unknown>('/api/reservation/cancel', body),
  saveDraft: (draftId: string | undefined, data: DraftFields) =>
    post<{ draft_id: string }>('/api/reservation/drafts_add', { draft_id: draftId, data }),
  deleteDraft: (draftId: string) => post<unknown>('/api/reservation/drafts_delete', { draft_id: draftId }),
};
