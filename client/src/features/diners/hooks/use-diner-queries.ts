import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../session/use-session';
import { dinersApi, type DinerFilter } from '../api/diners.api';
import { dinerDirectoryKey, dinerHistoryKey, dinerProfileKey, dinerTagsKey } from '../api/diners.keys';

/** One page of the Diner Directory, filtered, sorted and counted on the server; the last page stays shown while the next loads. */
export function useDinerDirectory(filter: DinerFilter) {
  const rid = useSession().outlet?.rid;
  return useQuery({
    queryKey: dinerDirectoryKey(rid, filter),
    queryFn: () => dinersApi.filter(filter),
    enabled: rid !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** A diner's profile with their counts. */
export function useDinerProfile(dinerId: string | null) {
  const rid = useSession().outlet?.rid;
  return useQuery({
    queryKey: dinerProfileKey(rid, dinerId ?? ''),
    queryFn: () => dinersApi.get(dinerId!),
    enabled: rid !== undefined && !!dinerId,
    select: (result) => result.diner,
  });
}

/** The merge into a diner that can still be undone (the profile's query, shared). */
export function useUndoableMerge(dinerId: string) {
  const rid = useSession().outlet?.rid;
  return useQuery({
    queryKey: dinerProfileKey(rid, dinerId),
    queryFn: () => dinersApi.get(dinerId),
    enabled: rid !== undefined,
    select: (result) => result.undoable_merge ?? null,
  });
}

/** One page of a diner's visits (fulfilled bookings) or of all their bookings, at the outlets the caller may see. */
export function useDinerHistory(dinerId: string, kind: 'visits' | 'bookings', page: number, pageSize: number) {
  const rid = useSession().outlet?.rid;
  return useQuery({
    queryKey: dinerHistoryKey(rid, dinerId, kind, page, pageSize),
    queryFn: () =>
      (kind === 'visits' ? dinersApi.visitHistory : dinersApi.bookingHistory)({ diner_id: dinerId, page, page_size: pageSize }),
    enabled: rid !== undefined && !!dinerId,
    placeholderData: keepPreviousData,
  });
}

/** The group's diner tags, by name. */
export function useDinerTags() {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: dinerTagsKey(rid), queryFn: dinersApi.tags, enabled: rid !== undefined, select: (result) => result.tags });
}
