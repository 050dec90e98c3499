import { Client } from 'pg';
import type { QueryRunner } from 'typeorm';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import type { RecordedEvent } from './event.types';
import { EventStore } from './event-store';
import { SubscriptionRunner } from './subscription-runner';

const meta = { actor: 'user-1', now: '2026-11-21T10:00:00.000Z' };

/**
 * Two transactions commit out of position order: the one holding the lower position stays open while a
 * later one commits. Needs a PostgreSQL server: the embedded PGlite runs one transaction at a time, so
 * there commits cannot overtake each other at all.
 */
const onServer = Boolean(process.env.DATABASE_URL);

describe('readAll and subscriptions with transactions committing out of position order', () => {
  let db: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    db = await openTestDatabase({ poolSize: 10 });
    store = new EventStore(db.dataSource);
    await store.append('seed-1', 0, [{ type: 'Seeded', data: {} }], { rid: 1, metadata: meta });
  });
  afterAll(() => db.close());

  async function begin(): Promise<QueryRunner> {
    const runner = db.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    return runner;
  }

  /** Resolves once a reader has seen an in-flight transaction it must wait for. */
  function readerWaiting(): Promise<void> {
    const query = db.dataSource.query.bind(db.dataSource);
    return new Promise((resolve) => {
      const spy = jest.spyOn(db.dataSource, 'query').mockImplementation(async (sql: string, params?: unknown[]) => {
        const result = await query(sql, params);
        if (sql.includes('> $1::xid8') && !result[0].done) {
          spy.mockRestore();
          resolve();
        }
        return result;
      });
    });
  }

  async function insertEvent(runner: QueryRunner, streamId: string): Promise<number> {
    const [row] = await runner.query(
      `INSERT INTO events (stream_id, stream_version, rid, type, data) VALUES ($1, 1, 1, 'Written', '{}') RETURNING position`,
      [streamId],
    );
    return Number(row.position);
  }

  /**
   * `xidFirst` reproduces the subtle case: the transaction that commits first took its transaction id
   * before the open one (as append does when it claims the stream version), so a rule of "transaction id
   * below the oldest running one" alone would pass the open transaction's lower position.
   */
  async function outOfOrder(tag: string, xidFirst: boolean) {
    const late = await begin();
    const early = await begin();
    if (xidFirst) await late.query('SELECT pg_current_xact_id()');
    const low = await insertEvent(early, `${tag}-low`);
    const high = await insertEvent(late, `${tag}-high`);
    expect(high).toBeGreaterThan(low);
    await late.commitTransaction();
    await late.release();
    return {
      low,
      high,
      async commitLow() {
        await early.commitTransaction();
        await early.release();
      },
    };
  }

  if (!onServer) {
    it('cannot happen on the embedded database: a second writer waits for the open transaction', async () => {
      const open = await begin();
      const low = await insertEvent(open, 'pglite-low');
      const appending = store.append('pglite-high', 0, [{ type: 'Written', data: {} }], { rid: 1, metadata: meta });
      await open.commitTransaction();
      await open.release();
      const { events } = await appending;
      expect(events[0].position).toBeGreaterThan(low);
      expect((await store.readAll(low - 1)).map((e) => e.position)).toEqual([low, events[0].position]);
    });
    return;
  }

  it.each([
    ['transaction ids in position order', false],
    ['transaction ids against position order', true],
  ])('readAll waits for the open lower position, then returns both in order (%s)', async (_, xidFirst) => {
    const [before] = (await store.readAll(0)).slice(-1);
    const race = await outOfOrder(xidFirst ? 'ra-x' : 'ra-p', xidFirst);
    let settled = false;
    const waiting = readerWaiting();
    const reading = store.readAll(before.position).then((events) => {
      settled = true;
      return events;
    });
    await waiting;
    expect(settled).toBe(false);
    await race.commitLow();
    expect((await reading).map((e) => e.position)).toEqual([race.low, race.high]);
  });

  it("is not held by a transaction of another database on the server, which cannot hold this log's positions", async () => {
    const elsewhere = new Client({ connectionString: process.env.DATABASE_URL });
    await elsewhere.connect();
    try {
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT pg_current_xact_id()');
      const [before] = (await store.readAll(0)).slice(-1);
      const { events } = await store.append('elsewhere-open', 0, [{ type: 'Written', data: {} }], { rid: 1, metadata: meta });
      expect((await store.readAll(before.position)).map((e) => e.position)).toEqual([events[0].position]);
    } finally {
      await elsewhere.query('ROLLBACK');
      await elsewhere.end();
    }
  });

  it('a checkpointed subscriber delivers every event once, in position order, across out-of-order commits', async () => {
    const delivered: RecordedEvent[] = [];
    const runner = new SubscriptionRunner(
      store,
      { name: 'in-flight-test', handle: async (_, events) => void delivered.push(...events) },
      { pollIntervalMs: 20 },
    );
    await runner.start();
    const [last] = (await store.readAll(0)).slice(-1);
    await runner.waitFor(last.position);

    const first = await outOfOrder('sub-1', true);
    const second = await outOfOrder('sub-2', false);
    const waiting = readerWaiting();
    await store.append('sub-3', 0, [{ type: 'Written', data: {} }], { rid: 1, metadata: meta });
    await waiting;
    expect(runner.position).toBe(last.position);
    await first.commitLow();
    await second.commitLow();
    const [tail] = (await store.readAll(0)).slice(-1);
    await runner.waitFor(tail.position);
    await runner.stop();

    const positions = delivered.map((e) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(positions).size).toBe(positions.length);
    const all = (await store.readAll(0)).map((e) => e.position);
    expect(positions).toEqual(all);
    const [{ position }] = await db.dataSource.query(`SELECT position FROM subscription_checkpoints WHERE name = 'in-flight-test'`);
    expect(Number(position)).toBe(tail.position);
  });
});
