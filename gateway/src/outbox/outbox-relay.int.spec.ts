import { EventStore } from '@covers/services/eventstore';
import { openTestDatabase, type TestDatabase } from '@covers/services/testing/test-database';
import type { OutboxMessage, OutboxPublisher } from './outbox-publisher';
import { OutboxRelay } from './outbox-relay';

const meta = { actor: 'user-1', now: '2026-11-21T10:00:00.000Z' };

/**
 * Kafka is an external system and no broker runs here: the relay is driven against this double, which
 * records what it was given and can be told to refuse like a broker that is down.
 */
class RecordingPublisher implements OutboxPublisher {
  readonly sent: OutboxMessage[] = [];
  down = false;
  connected = false;
  async connect() {
    this.connected = true;
  }
  async publish(messages: OutboxMessage[]) {
    if (this.down) throw new Error('broker unavailable');
    this.sent.push(...messages);
  }
  async disconnect() {
    this.connected = false;
  }
}

describe('outbox relay', () => {
  let db: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    db = await openTestDatabase();
    store = new EventStore(db.dataSource);
  });
  afterAll(() => db.close());

  const unpublished = async () => Number((await db.dataSource.query(`SELECT count(*) AS n FROM outbox WHERE published_at IS NULL`))[0].n);

  it('publishes unpublished rows in id order with topic, key and payload, keeps them on failure, and flushes on stop', async () => {
    const publisher = new RecordingPublisher();
    const relay = new OutboxRelay(store, publisher, { pollIntervalMs: 60_000 });
    publisher.down = true;
    await store.append(
      'reservation-1',
      0,
      [
        { type: 'ReservationBooked', data: { covers: 2 } },
        { type: 'ReservationStatusChanged', data: { to: 'Seated' } },
      ],
      { rid: 1, metadata: meta },
    );
    await store.append('floor-7', 'any', [{ type: 'TablePlanAdded', data: { planId: 'p1', name: 'Main' } }], { rid: 1, metadata: meta });
    await expect(relay.publishBatch()).rejects.toThrow('broker unavailable');
    expect(publisher.connected).toBe(true);
    expect(await unpublished()).toBe(3);

    publisher.down = false;
    relay.start();
    // Appended while the relay waits for its next poll: only the flush on stop can send it.
    await store.append('reservation-1', 2, [{ type: 'ReservationStatusChanged', data: { to: 'Departed' } }], { rid: 1, metadata: meta });
    await relay.stop();

    expect(await unpublished()).toBe(0);
    expect(publisher.connected).toBe(false);
    const events = await store.readAll(0);
    expect(publisher.sent.map((m) => ({ ...m, value: JSON.parse(m.value) }))).toEqual(
      events.map((e) => ({ topic: e.streamId.startsWith('floor') ? 'covers.floor' : 'covers.reservation', key: e.streamId, value: e })),
    );
    expect(publisher.sent.map((m) => JSON.parse(m.value).type)).toEqual([
      'ReservationBooked',
      'ReservationStatusChanged',
      'TablePlanAdded',
      'ReservationStatusChanged',
    ]);
  });

  it('publishes a message row (a sign-in code) with its own payload between event rows, in id order', async () => {
    const publisher = new RecordingPublisher();
    const relay = new OutboxRelay(store, publisher, { pollIntervalMs: 60_000 });
    await store.append('floor-8', 'any', [{ type: 'TablePlanAdded', data: { planId: 'p2', name: 'Patio' } }], { rid: 1, metadata: meta });
    await db.dataSource.query(
      `INSERT INTO outbox (position, topic, message_key, payload) VALUES (0, 'covers.messaging', 'user-1', $1::jsonb)`,
      [JSON.stringify({ code: '123456' })],
    );
    await store.append('floor-8', 'any', [{ type: 'TablePlanRenamed', data: { planId: 'p2', name: 'Garden' } }], {
      rid: 1,
      metadata: meta,
    });
    while (await relay.publishBatch());
    expect(publisher.sent.map((m) => [m.topic, JSON.parse(m.value).type ?? JSON.parse(m.value).code])).toEqual([
      ['covers.floor', 'TablePlanAdded'],
      ['covers.messaging', '123456'],
      ['covers.floor', 'TablePlanRenamed'],
    ]);
  });
});
