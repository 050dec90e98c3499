import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { DomainEvent, LiveStatus } from './domain-event';
import { liveEvents } from './live-events';

/** Runs `handler` for each live event of the given types while the component is mounted. */
export function useDomainEvents(types: readonly string[] | '*', handler: (event: DomainEvent) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const key = types === '*' ? '*' : types.join('|');
  useEffect(() => liveEvents.subscribe(key === '*' ? '*' : key.split('|'), (event) => latest.current(event)), [key]);
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(liveEvents.subscribeStatus, liveEvents.status);
}
