import { openTestDatabase, type TestDatabase } from '@covers/services/testing/test-database';
import { startTestApp } from '../testing/test-app';

// Embedded PostgreSQL on a busy machine: app start-up and the full matrix take longer than Jest's default.
jest.setTimeout(120_000);

describe('demo data on start', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  const start = () => startTestApp({ db, env: { SEED_DEMO: 'true' } });
  const eventCount = async () => Number((await db.dataSource.query(`SELECT count(*) AS n FROM events`))[0].n);

  it('seeds the demo company once, prints the sign-ins, and a restart adds nothing', async () => {
    const printed: string[] = [];
    const log = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => printed.push(String(chunk)) > 0);
    try {
      const first = await start();
      const http = first.http();
      for (const [user, accessType] of [
        ['admin', 'Admin'],
        ['manager', 'Manager'],
        ['host', 'Front of House'],
      ]) {
        const res = await http.post('/api/login/do_login').send({ company_id: 'demo', user_id: user, password: 'covers-demo' });
        expect(res.body.status.code).toBe(0);
        expect(
          res.body.result.outlets.map(
            (o: { rid: number; name: string; currency: string; country_code: string; timezone: string; access_type: string }) => [
              o.rid,
              o.name,
              o.currency,
              o.country_code,
              o.timezone,
              o.access_type,
            ],
          ),
        ).toEqual([
          [1, 'Covers Demo Singapore', 'SGD', 'SG', 'Asia/Singapore', accessType],
          [2, 'Covers Demo Bangkok', 'THB', 'TH', 'Asia/Bangkok', accessType],
        ]);
      }
      expect((await http.post('/api/login/get_code').send({ user_id: 'root', password: 'covers-demo' })).body.status.code).toBe(0);
      await first.close();
      const seeded = await eventCount();

      const second = await start();
      await second.close();
      expect(await eventCount()).toBe(seeded);
      expect(printed.filter((line) => line.includes('Demo sign-ins'))).toHaveLength(2);
      expect(printed.join('\n')).toMatch(/admin[\s\S]*manager[\s\S]*host[\s\S]*root/);
    } finally {
      log.mockRestore();
    }
  });
});
