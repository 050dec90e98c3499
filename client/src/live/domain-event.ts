/** One event as the gateway pushes it over Socket.IO (`domain-event`), in position order. */
export interface DomainEvent<T = unknown> {
  position: number;
  streamId: string;
  streamVersion: number;
  rid: number | null;
  type: string;
  data: T;
  recordedAt: string;
  actor: unknown;
  /** The `X-Request-Id` of the write that recorded the event, when it came through the API. */
  correlationId?: string | null;
}

export type LiveStatus = 'live' | 'reconnecting' | 'offline';
