import type { ReservationRow } from '@covers/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../session/use-session';
import { reservationsApi, type ListParams } from '../api/reservations.api';
import { reservationKey, tableLayoutKey, tableStatesKey } from '../api/reservations.keys';

function useRid(): number | undefined {
  return useSession().outlet?.rid;
}

export function useDayList(params: ListParams) {
  const rid = useRid();
  return useQuery({
    queryKey: [...reservationKey(rid), 'list', params],
    queryFn: () => reservationsApi.list(params),
    enabled: rid !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useDayCounts(params: ListParams) {
  const rid = useRid();
  return useQuery({
    queryKey: [...reservationKey(rid), 'count', params],
    queryFn: () => reservationsApi.count(params),
    enabled: rid !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useFilterCounts(params: ListParams) {
  const rid = useRid();
  return useQuery({
    queryKey: [...reservationKey(rid), 'filter_count', params],
    queryFn: () => reservationsApi.filterCount(params),
    enabled: rid !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useDrafts(enabled = true) {
  const rid = useRid();
  return useQuery({
    queryKey: [...reservationKey(rid), 'drafts'],
    queryFn: () => reservationsApi.drafts(),
    enabled: enabled && rid !== undefined,
  });
}

/** One booking, kept fresh from the server while its detail panel is open; `row` shows at once. */
export function useBooking(row: ReservationRow | null) {
  const rid = useRid();
  return useQuery({
    queryKey: [...reservationKey(rid), 'row', row?.reservation_id],
    queryFn: () => reservationsApi.get(row!.reservation_id, row!.date),
    enabled: row !== null,
    initialData: row ?? undefined,
  });
}

export function useAuditTrail(reservationId: string | null) {
  const rid = useRid();
  return useQuery({
    queryKey: [...reservationKey(rid), 'audit', reservationId],
    queryFn: () => reservationsApi.audit(reservationId!),
    enabled: rid !== undefined && reservationId !== null,
  });
}

export function useSearchHistory(enabled: boolean) {
  const rid = useRid();
  return useQuery({
    queryKey: [...reservationKey(rid), 'search_history'],
    queryFn: () => reservationsApi.searchHistory(),
    enabled: enabled && rid !== undefined,
  });
}

/** The live floor plan's table states (free, cleaning, locked) of a day. */
export function useTableStates(date: string) {
  const rid = useRid();
  return useQuery({ queryKey: tableStatesKey(rid, date), queryFn: () => reservationsApi.tableStates(date), enabled: rid !== undefined });
}

/** The table plan in service: sections and tables for the Gantt rows, the table picker and table names. */
export function useTableLayout() {
  const rid = useRid();
  return useQuery({
    queryKey: tableLayoutKey(rid),
    queryFn: reservationsApi.tableLayout,
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
