import { Pool } from 'pg';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import type { Channel } from './channels/channel';
import { DELIVER_TASK, prepareDeliveryQueue } from './delivery-queue';
import { databaseConnections, DeliveryWarmup } from './delivery-warmup';

describe('connections warmed ahead of deliveries falling due', () => {
  let db: TestDatabase;
  let pool: Pool;
  const warmed: string[] = [];
  const channel = (name: string): Channel => ({
    provider: 'outbox',
    send: async () => name,
    warm: async () => {
      warmed.push(name);
    },
  });
  const channels = [channel('email'), channel('sms'), { provider: 'outbox', send: async () => 'voice' } satisfies Channel];
  const warmup = () => new DeliveryWarmup(pool, channels, { everyMs: 2_000, aheadSeconds: 15, log: () => undefined });
  const queue = (key: string, inSeconds: number) =>
    pool.query(`SELECT graphile_worker.add_job($1, '{}'::json, run_at => now() + make_interval(secs => $2), job_key => $3)`, [
      DELIVER_TASK,
      inSeconds,
      key,
    ]);

  beforeAll(async () => {
    db = await openTestDatabase();
    pool = new Pool({ connectionString: db.url, max: 2 });
    pool.on('error', () => undefined);
    await prepareDeliveryQueue(pool, () => undefined);
  });
  afterAll(async () => {
    await pool.end();
    await db.close();
  });
  beforeEach(async () => {
    warmed.length = 0;
    await pool.query(`DELETE FROM graphile_worker._private_jobs`);
  });

  it('leaves them cold while no delivery is queued, or the next falls due later than the look-ahead', async () => {
    expect(await warmup().warmIfDueSoon()).toBe(false);
    await queue('later:reminder:2h', 3_600);
    expect(await warmup().warmIfDueSoon()).toBe(false);
    expect(warmed).toEqual([]);
  });

  it('opens the connections of everything that has some when a delivery falls due within the look-ahead', async () => {
    await queue('later:reminder:2h', 3_600);
    await queue('soon:reminder:2h', 10);
    expect(await warmup().warmIfDueSoon()).toBe(true);
    expect(warmed.sort()).toEqual(['email', 'sms']);
  });

  it('opens them for deliveries already due and waiting for a worker', async () => {
    await queue('due:reminder:2h', -5);
    expect(await warmup().warmIfDueSoon()).toBe(true);
  });

  it("opens as many of the database pool's connections as sends run at once", async () => {
    const opened = () => (db.dataSource.driver as unknown as { master: { totalCount: number } }).master.totalCount;
    expect(opened()).toBeLessThan(6);
    await databaseConnections(db.dataSource, 6).warm!();
    expect(opened()).toBe(6);
  });
});
