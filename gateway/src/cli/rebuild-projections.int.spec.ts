import type { NestExpressApplication } from '@nestjs/platform-express';
import { EventStore, rebuildProjections } from '@covers/services/eventstore';
import { openTestDatabase, type TestDatabase } from '@covers/services/testing/test-database';
import { createApp } from '../app.factory';
import { loadConfig } from '../config/config';
import { INLINE_PROJECTIONS } from '../database/inline-projections';

/** Every inline read model, filled by the demo seed through real commands, rebuilds to the same bytes. */
describe('projections:rebuild over the registered inline projections', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;

  beforeAll(async () => {
    db = await openTestDatabase();
    app = await createApp(loadConfig({ ...process.env, DATABASE_URL: db.url, SEED_DEMO: 'true', LOG_LEVEL: 'warn', REDIS_URL: '' }));
    await app.init();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  async function digests(tables: string[]): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const table of tables) {
      const [{ digest }] = await db.dataSource.query(`SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM ${table} t`);
      out[table] = digest;
    }
    return out;
  }

  it('truncates and replays to identical tables', async () => {
    const tables = [...new Set(INLINE_PROJECTIONS.flatMap((p) => p.tables))];
    const [{ events }] = await db.dataSource.query(`SELECT count(*)::int AS events FROM events`);
    expect(events).toBeGreaterThan(0);
    const before = await digests(tables);
    for (const table of tables) await db.dataSource.query(`DELETE FROM ${table}`);

    const result = await rebuildProjections(app.get(EventStore));
    expect(result.projections).toEqual(INLINE_PROJECTIONS.map((p) => p.name));
    expect(await digests(tables)).toEqual(before);
  }, 120_000);
});
