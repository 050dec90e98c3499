import type { RecordedEvent } from '@covers/services/eventstore';

/** Socket event names, kebab-case. */
export const DOMAIN_EVENT = 'domain-event';
export const SESSION_ENDED = 'session-ended';
/** Sent once a socket is in its rooms: `{ position }`, where its live stream starts; a client resumes from it. */
export const LIVE_READY = 'live-ready';

export type SessionEndReason = 'token-expired' | 'user-deleted' | 'session-revoked' | 'access-changed';

/** What a screen receives for every committed event of its outlets. */
export interface DomainEventMessage {
  position: number;
  streamId: string;
  streamVersion: number;
  rid: number | null;
  type: string;
  data: object;
  recordedAt: string;
  actor: string;
  /** The id of the request that caused the event (its X-Request-Id): a client skips the echo of its own write. */
  correlationId?: string;
}

export function toMessage(event: RecordedEvent): DomainEventMessage {
  return {
    position: event.position,
    streamId: event.streamId,
    streamVersion: event.streamVersion,
    rid: event.rid,
    type: event.type,
    data: event.data,
    recordedAt: event.recordedAt,
    actor: event.metadata.actor,
    ...(event.metadata.correlationId ? { correlationId: event.metadata.correlationId } : {}),
  };
}

export const outletRoom = (rid: number) => `outlet:${rid}`;
/** The read-only room of an outlet's queue status screens: they are sent the screen's view, read once for them all. */
export const queueScreenRoom = (rid: number) => `queue-screen:${rid}`;
/** The read-only room of the pages of an outlet's queued parties: they hear that the queue changed, never what. */
export const queuePartyRoom = (rid: number) => `queue-party:${rid}`;
/** To a queue status screen: its outlet's view (`QueueScreenResult`), on (re)connect and after each change, in the order read. */
export const QUEUE_VIEW = 'queue-view';
/** To a party's page: the queue changed at `position`; the page reads the party's place again. */
export const QUEUE_CHANGED = 'queue-changed';
export const userRoom = (userId: string) => `user:${userId}`;
export const familyRoom = (family: string) => `family:${family}`;
