import { openTestDatabase, type TestDatabase } from '@covers/services/testing/test-database';
import { ERROR_CODES } from '@covers/shared';
import { startTestApp, type TestApp } from '../testing/test-app';

const RACERS = 50;
jest.setTimeout(120_000);

/** Bookings sent at once to one outlet-day, half of them through each of two gateway processes on one database. */
describe('simultaneous bookings on one outlet-day, through two gateways', () => {
  let db: TestDatabase;
  const gateways: TestApp[] = [];
  let token: string;

  beforeAll(async () => {
    db = await openTestDatabase();
    for (let i = 0; i < 2; i++) gateways.push(await startTestApp({ db }));
    await gateways[0].seedAccess();
    token = await gateways[0].signIn('admin');
  });
  afterAll(async () => {
    for (const gateway of gateways) await gateway.close();
    await db.close();
  });

  const book = (i: number, date: string, body: Record<string, unknown>) =>
    gateways[i % 2]
      .http()
      .post('/api/booking/add_transaction')
      .set('Authorization', `Bearer ${token}`)
      .send({
        rid: 11,
        date,
        time: '19:00',
        last_name: `Racer ${i}`,
        phone: `+6588${date.slice(-2)}${String(i).padStart(4, '0')}`,
        adults: 2,
        taken_by: 'Alice',
        ...body,
      });
  const count = async (sql: string) => Number((await db.dataSource.query(sql))[0].n);
  const diners = () => count(`SELECT count(*)::int AS n FROM diners`);
  const dinerEvents = () => count(`SELECT count(*)::int AS n FROM events WHERE type = 'DinerRegistered'`);

  it('takes 50 bookings of different tables at once, every one of them, each with its new diner', async () => {
    const date = '2030-06-01';
    const before = await diners();
    const answers = await Promise.all(Array.from({ length: RACERS }, (_, i) => book(i, date, { table_ids: [`burst-${i}`] })));
    expect(answers.map((r) => [r.status, r.body.status.code])).toEqual(Array(RACERS).fill([200, 0]));
    expect(await count(`SELECT count(*)::int AS n FROM reservations WHERE date = '${date}'`)).toBe(RACERS);
    expect((await diners()) - before).toBe(RACERS);
  });

  it('lets exactly one of 50 bookings of one table through; the others hear "Table double booked!", never 409, and register no diner', async () => {
    const date = '2030-06-02';
    const [dinersBefore, eventsBefore] = [await diners(), await dinerEvents()];
    const answers = await Promise.all(Array.from({ length: RACERS }, (_, i) => book(i, date, { table_ids: ['race'] })));
    const codes = answers.map((r) => r.body.status.code);
    expect(answers.filter((r) => r.status === 409)).toEqual([]);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ERROR_CODES.TABLE_DOUBLE_BOOKED.code)).toHaveLength(RACERS - 1);
    expect((await diners()) - dinersBefore).toBe(1);
    expect((await dinerEvents()) - eventsBefore).toBe(1);
  });
});
