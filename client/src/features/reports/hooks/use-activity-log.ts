import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../session/use-session';
import { reportsApi, type ActivityQuery } from '../api/reports.api';
import { activityKey } from '../api/reports.keys';

/** A page of the user activity log and the chain's check; live events at the outlet add their rows. */
export function useActivityLog(query: ActivityQuery) {
  const rid = useSession().outlet?.rid;
  return useQuery({
    queryKey: activityKey(rid, query),
    queryFn: () => reportsApi.activity(query),
    enabled: rid !== undefined,
    placeholderData: keepPreviousData,
  });
}
