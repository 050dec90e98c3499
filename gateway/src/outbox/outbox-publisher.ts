/** One outbox row as a message: topic = the stream's category, key = the stream id, value = the event. */
export interface OutboxMessage {
  topic: string;
  key: string;
  value: string;
}

/** Where the relay sends messages (Kafka in production). Resolves only once the broker has them. */
export interface OutboxPublisher {
  connect(): Promise<void>;
  publish(messages: OutboxMessage[]): Promise<void>;
  disconnect(): Promise<void>;
}

export const OUTBOX_PUBLISHER = Symbol('OUTBOX_PUBLISHER');
