import type { ReservationRow } from '@covers/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../session/use-session';
import { reservationsApi, type ListParams } from '../api/reservations.api';
import { reservationKey, tableLayoutKey, tableStatesKey } from '../api/reservations.keys';

function useRid(): number | undefined {
  return useSession().outlet?.rid;
}

/** A read of the day's list under the given filters; the previous answer stays shown while the next loads. */
function useListQuery<T>(name: string, params: ListParams, read: (params: ListParams) => Promise<T>) {
  const rid = useRid();
  return useQuery({
    queryKey: [...reservationKey(rid), name, params],
    queryFn: () => read(params),
    enabled: rid !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** A read of the outlet's drafts or searches that runs only while `enabled`. */
function useOutletQuery<T>(name: string, read: () => Promise<T>, enabled: boolean) {
  const rid = useRid();
  return useQuery({ queryKey: [...reservationKey(rid), name], queryFn: () => read(), enabled: enabled && rid !== undefined });
}

export const useDayList = (params: ListParams) => useListQuery('list', params, reservationsApi.list);
export const useDayCounts = (params: ListParams) => useListQuery('count', params, reservationsApi.count);
export const useFilterCounts = (params: ListParams) => useListQuery('filter_count', params, reservationsApi.filterCount);
export const useDrafts = (enabled = true) => useOutletQuery('drafts', reservationsApi.drafts, enabled);

/** How often the service day is asked again: the day turns over with the outlet's last service, not at midnight. */
const SERVICE_DAY_REFRESH_MS = 60_000;

/**
 * The outlet's service day and its minute (past 1440 in a service running past midnight): the console's today.
 * In the early hours a night service still belongs to the previous date, so its walk-ins show there.
 */
export function useServiceDay() {
  const rid = useRid();
  return useQuery({
    // Not under the outlet's reservation key: booking events, which refresh those queries, do not move the service day.
    queryKey: ['service_day', rid],
    queryFn: reservationsApi.serviceDay,
    enabled: rid !== undefined,
    refetchInterval: SERVICE_DAY_REFRESH_MS,
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

export const useSearchHistory = (enabled: boolean) => useOutletQuery('search_history', reservationsApi.searchHistory, enabled);

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
