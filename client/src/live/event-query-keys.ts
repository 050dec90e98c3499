import type { QueryKey } from '@tanstack/react-query';
import type { LiveQueryKeys } from '../app/feature';
import type { DomainEvent } from './domain-event';

/** The cached queries `event` makes stale, by the features' rules (exact type or `Prefix*`). */
export function queryKeysFor(event: DomainEvent, features: readonly { liveKeys: LiveQueryKeys }[]): QueryKey[] {
  const keys: QueryKey[] = [];
  for (const { liveKeys } of features)
    for (const [type, keysOf] of Object.entries(liveKeys)) {
      const matches = type.endsWith('*') ? event.type.startsWith(type.slice(0, -1)) : event.type === type;
      if (matches) keys.push(...keysOf(event));
    }
  return keys;
}
