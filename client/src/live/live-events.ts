import type { DomainEvent, LiveStatus } from './domain-event';

type Handler = (event: DomainEvent) => void;
type StatusListener = () => void;

const handlers = new Set<{ types: readonly string[] | '*'; handler: Handler }>();
const statusListeners = new Set<StatusListener>();
let status: LiveStatus = 'offline';

/** The in-page bus between the live connection and screens. */
export const liveEvents = {
  publish(event: DomainEvent): void {
    for (const { types, handler } of handlers) if (types === '*' || types.includes(event.type)) handler(event);
  },
  subscribe(types: readonly string[] | '*', handler: Handler): () => void {
    const entry = { types, handler };
    handlers.add(entry);
    return () => handlers.delete(entry);
  },
  status: (): LiveStatus => status,
  setStatus(next: LiveStatus): void {
    status = next;
    statusListeners.forEach((listener) => listener());
  },
  subscribeStatus(listener: StatusListener): () => void {
    statusListeners.add(listener);
    return () => statusListeners.delete(listener);
  },
};
