import { EventStore, LogFollower, recordedEventJson } from '@covers/services/eventstore';
import type { OutboxMessage, OutboxPublisher } from './outbox-publisher';

const BATCH_SIZE = 500;
const POLL_INTERVAL_MS = 1000;

interface OutboxRow {
  id: string;
  topic: string;
  message_key: string;
  payload: object;
}

/**
 * Publishes unpublished outbox rows in id order and marks them published. The rows are locked while
 * they are sent (FOR UPDATE, not SKIP LOCKED), so a second gateway's relay waits instead of overtaking:
 * per key (stream) the order is the append order. Delivery is at least once: a crash between the
 * broker's acknowledgement and the commit sends that batch again.
 */
export class OutboxRelay {
  private readonly follower: LogFollower;
  private connected = false;

  constructor(
    private readonly store: EventStore,
    private readonly publisher: OutboxPublisher,
    options: { pollIntervalMs?: number; onError?: (error: unknown) => void } = {},
  ) {
    this.follower = new LogFollower(store, () => this.publishBatch(), {
      pollIntervalMs: options.pollIntervalMs ?? POLL_INTERVAL_MS,
      onError: options.onError,
    });
  }

  /** Starts following; the broker is connected on first use, so a broker that is down delays only the relay. */
  start(): void {
    this.follower.start();
  }

  /** Stops following, sends everything still pending (SIGTERM), then disconnects. */
  async stop(): Promise<void> {
    await this.follower.stop();
    try {
      while (await this.publishBatch());
    } finally {
      if (this.connected) await this.publisher.disconnect();
      this.connected = false;
    }
  }

  /** Sends one batch; true when it was full (more may be waiting). */
  async publishBatch(): Promise<boolean> {
    return this.store.dataSource.transaction(async (manager) => {
      // An event's row holds its position only: the message is the event, read from the log.
      const rows: OutboxRow[] = await manager.query(
        `SELECT o.id, o.topic, o.message_key, COALESCE(o.payload, ${recordedEventJson('e')}) AS payload
           FROM outbox o LEFT JOIN events e ON o.payload IS NULL AND e.position = o.position
          WHERE o.published_at IS NULL ORDER BY o.id LIMIT $1 FOR UPDATE OF o`,
        [BATCH_SIZE],
      );
      if (rows.length === 0) return false;
      if (!this.connected) {
        await this.publisher.connect();
        this.connected = true;
      }
      const messages: OutboxMessage[] = rows.map((row) => ({ topic: row.topic, key: row.message_key, value: JSON.stringify(row.payload) }));
      await this.publisher.publish(messages);
      await manager.query(`UPDATE outbox SET published_at = now() WHERE id = ANY($1::bigint[])`, [rows.map((row) => row.id)]);
      return rows.length === BATCH_SIZE;
    });
  }
}
