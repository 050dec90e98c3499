import { rebuildProjections } from '@covers/services/eventstore';
import type { TestDatabase } from '@covers/services/testing/test-database';
import { INLINE_PROJECTIONS } from '../database/inline-projections';
import { startTestApp, type TestApp } from '../testing/test-app';

/** Every inline read model, filled by the demo seed through real commands, rebuilds to the same bytes. */
describe('projections:rebuild over the registered inline projections', () => {
  let testApp: TestApp;
  let db: TestDatabase;

  beforeAll(async () => {
    testApp = await startTestApp({ env: { SEED_DEMO: 'true', REDIS_URL: '' } });
    db = testApp.db;
  }, 120_000);
  afterAll(() => testApp.close());

  async function digests(tables: string[]): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const table of tables) {
      const [{ digest }] = await db.dataSource.query(
        `SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM ${table} t`,
      );
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

    const result = await rebuildProjections(testApp.store);
    expect(result.projections).toEqual(INLINE_PROJECTIONS.map((p) => p.name));
    expect(await digests(tables)).toEqual(before);
  }, 120_000);
});
