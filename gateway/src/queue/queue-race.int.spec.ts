import { openTestDatabase, type TestDatabase } from '@covers/services/testing/test-database';
import { startTestApp, type TestApp } from '../testing/test-app';

const PARTIES = 50;
jest.setTimeout(120_000);

/** Check-ins sent at once to one outlet's queue, half of them through each of two gateway processes on one database. */
describe('simultaneous check-ins, through two gateways', () => {
  let db: TestDatabase;
  const gateways: TestApp[] = [];
  let token: string;

  beforeAll(async () => {
    db = await openTestDatabase();
    for (let i = 0; i < 2; i++) gateways.push(await startTestApp({ db }));
    await gateways[0].seedAccess();
    const admin = await gateways[0].signIn('admin');
    const issued = await gateways[0]
      .http()
      .post('/api/setting/queues/issue_link')
      .set('Authorization', `Bearer ${admin}`)
      .send({ rid: 11, purpose: 'check_in' });
    token = (issued.body.result.links.check_in as string).split('=')[1];
  });
  afterAll(async () => {
    for (const gateway of gateways) await gateway.close();
    await db.close();
  });

  it('gives 50 parties checking in at once distinct consecutive numbers in each category', async () => {
    const pax = (i: number) => [2, 3, 6][i % 3];
    const answers = await Promise.all(
      Array.from({ length: PARTIES }, (_, i) =>
        gateways[i % 2]
          .http()
          .post('/api/queue/check_in')
          .send({ token, pax: pax(i), last_name: `Racer ${i}`, phone: `+65880${String(i).padStart(5, '0')}` }),
      ),
    );
    expect(answers.map((r) => [r.status, r.body.status.code])).toEqual(Array(PARTIES).fill([200, 0]));
    for (const category of ['A', 'B', 'C']) {
      const size = Array.from({ length: PARTIES }, (_, i) => pax(i)).filter((p) => ({ A: 2, B: 3, C: 6 })[category] === p).length;
      const labels = answers.map((r) => r.body.result.label as string).filter((label) => label.startsWith(category));
      expect(labels.sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))).toEqual(
        Array.from({ length: size }, (_, n) => `${category}${n + 1}`),
      );
    }
    const rows = await db.dataSource.query(`SELECT count(*)::int AS n, count(DISTINCT label)::int AS labels FROM queue_entries`);
    expect(rows[0]).toEqual({ n: PARTIES, labels: PARTIES });
  });
});
