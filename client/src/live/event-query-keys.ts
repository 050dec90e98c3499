import type { QueryKey } from '@tanstack/react-query';
import type { DomainEvent } from './domain-event';

type KeysOf = (event: DomainEvent) => QueryKey[];
const byType = new Map<string, KeysOf[]>();

/**
 * Feature folders say which cached queries an event type makes stale, e.g.
 * `registerEventQueryKeys({ ReservationSeated: (e) => [['reservation', e.rid]] })`.
 * A type ending in `*` matches every type with that prefix (`Reservation*`).
 */
export function registerEventQueryKeys(mapping: Record<string, KeysOf>): void {
  for (const [type, keysOf] of Object.entries(mapping)) byType.set(type, [...(byType.get(type) ?? []), keysOf]);
}

export function queryKeysFor(event: DomainEvent): QueryKey[] {
  const keys: QueryKey[] = [];
  for (const [type, list] of byType) {
    const matches = type.endsWith('*') ? event.type.startsWith(type.slice(0, -1)) : event.type === type;
    if (matches) for (const keysOf of list) keys.push(...keysOf(event));
  }
  return keys;
}
