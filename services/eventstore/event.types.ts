/** What a decider emits: a fact with its payload. */
export interface DomainEvent<TType extends string = string, TData extends object = object> {
  type: TType;
  data: TData;
}

/** Who, when and why: passed in with every command, never read from the clock inside the domain. */
export interface EventMetadata {
  /** The acting user (user id), or 'system'. */
  actor: string;
  /** ISO-8601 instant the command was accepted. */
  now: string;
  correlationId?: string;
  causationId?: string;
  platform?: string;
  [key: string]: unknown;
}

export interface RecordedEvent<E extends DomainEvent = DomainEvent> {
  position: number;
  streamId: string;
  streamVersion: number;
  rid: number | null;
  type: E['type'];
  data: E['data'];
  metadata: EventMetadata;
  recordedAt: string;
}

/** A number (0 = the stream must not exist yet) or 'any' for streams that only ever append. */
export type ExpectedVersion = number | 'any';
