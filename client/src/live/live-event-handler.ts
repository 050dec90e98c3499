import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client';
import type { LiveQueryKeys } from '../app/feature';
import type { DomainEvent } from './domain-event';
import { queryKeysFor } from './event-query-keys';

export interface LiveEventDeps {
  queryClient: QueryClient;
  features: readonly { liveKeys: LiveQueryKeys }[];
  api: Pick<ApiClient, 'forgetRecent' | 'isOwnWrite'>;
  publish: (event: DomainEvent) => void;
}

/**
 * One live event: the cached queries it makes stale are refetched, unless it is the echo of this tab's own
 * write, whose hook has refetched them already; then screens listening for it hear it.
 */
export function handleLiveEvent(event: DomainEvent, deps: LiveEventDeps): void {
  deps.api.forgetRecent();
  if (!deps.api.isOwnWrite(event.correlationId))
    for (const queryKey of queryKeysFor(event, deps.features)) refetchChanged(deps.queryClient, queryKey);
  deps.publish(event);
}

/**
 * Invalidating restarts a fetch under way only for a query that has data: a screen's first load, started before the
 * change, would be kept and its answer would end the invalidation. So such a query is fetched once more after it.
 */
function refetchChanged(queryClient: QueryClient, queryKey: QueryKey): void {
  const firstLoads = queryClient
    .getQueryCache()
    .findAll({ queryKey, fetchStatus: 'fetching' })
    .filter((query) => query.state.data === undefined);
  void queryClient.invalidateQueries({ queryKey }).then(() => {
    for (const query of firstLoads) void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
  });
}
