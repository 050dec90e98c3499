import type { FloorLayout } from '@covers/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../app/services';
import { registerEventQueryKeys } from '../../../live/event-query-keys';
import { useSession } from '../../../session/use-session';
import { reservationApi } from './reservation-api';
import type { ListParams } from './reservation.types';

/** Every cached reservation query of an outlet starts with this key, so one live event refreshes them all. */
export const reservationKey = (rid: number | undefined) => ['reservation', rid] as const;
export const tableLayoutKey = (rid: number | undefined) => ['floorplan', 'layout', rid] as const;

// Any reservation event (bookings, statuses, tables, drafts, imports) or table state change on another host
// makes this outlet's lists, counts, drafts and audit trails stale; a published table plan changes the Gantt rows.
registerEventQueryKeys({
  'Reservation*': (event) => [reservationKey(event.rid ?? undefined)],
  TableStateChanged: (event) => [reservationKey(event.rid ?? undefined)],
  TablePlanPublished: (event) => [tableLayoutKey(event.rid ?? undefined)],
});

function useRid(): number | undefined {
  return useSession().outlet?.rid;
}

export function useDayList(params: ListParams) {
  const rid = useRid();
  return useQuery({
    queryKey: [...reservationKey(rid), 'list', params],
    queryFn: () => reservationApi.list(params),
    enabled: rid !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useDayCounts(params: ListParams) {
  const rid = useRid();
  return useQuery({ queryKey: [...reservationKey(rid), 'count', params], queryFn: () => reservationApi.count(params), enabled: rid !== undefined, placeholderData: keepPreviousData });
}

export function useFilterCounts(params: ListParams) {
  const rid = useRid();
  return useQuery({
    queryKey: [...reservationKey(rid), 'filter_count', params],
    queryFn: () => reservationApi.filterCount(params),
    enabled: rid !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useDrafts(enabled = true) {
  const rid = useRid();
  return useQuery({ queryKey: [...reservationKey(rid), 'drafts'], queryFn: () => reservationApi.drafts(), enabled: enabled && rid !== undefined });
}

export function useAuditTrail(reservationId: string | null) {
  const rid = useRid();
  return useQuery({
    queryKey: [...reservationKey(rid), 'audit', reservationId],
    queryFn: () => reservationApi.audit(reservationId!),
    enabled: rid !== undefined && reservationId !== null,
  });
}

export function useSearchHistory(enabled: boolean) {
  const rid = useRid();
  return useQuery({ queryKey: [...reservationKey(rid), 'search_history'], queryFn: () => reservationApi.searchHistory(), enabled: enabled && rid !== undefined });
}

/** The table plan in service: sections and tables for the Gantt rows, the table picker and table names. */
export function useTableLayout() {
  const rid = useRid();
  return useQuery({
    queryKey: tableLayoutKey(rid),
    queryFn: () => api.call<FloorLayout>('/api/floorplan/layout', { hideError: true }),
    enabled: rid !== undefined,
    staleTime: 60_000,
  });
}

/** Table id -> name, from the plan in service; without a plan the ids are the names. */
export function useTableNames(): (ids: readonly string[]) => string {
  const tables = useTableLayout().data?.tables ?? [];
  const names = new Map(tables.map((table) => [table.id, table.name]));
  return (ids) => ids.map((id) => names.get(id) ?? id).join(', ');
}
