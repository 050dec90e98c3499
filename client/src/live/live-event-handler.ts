import type { QueryClient } from '@tanstack/react-query';
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
    for (const queryKey of queryKeysFor(event, deps.features)) void deps.queryClient.invalidateQueries({ queryKey });
  deps.publish(event);
}
