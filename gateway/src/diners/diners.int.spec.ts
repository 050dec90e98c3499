import { ERROR_CODES, type DinerSuggestion } from '@covers/shared';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('diner/filter: the diners a host may mean while typing', () => {
  let testApp: TestApp;
  let admin: string;
  const http = () => testApp.http();
  const book = (body: Record<string, unknown>, token = admin) =>
    http()
      .post('/api/booking/add_transaction')
      .set('Authorization', `Bearer ${token}`)
      .send({ rid: 11, date: '2030-03-02', time: '19:00', adults: 2, taken_by: 'Alice', ...body });
  const filter = (query: Record<string, unknown>, token = admin, rid = 11) =>
    http()
      .get('/api/diner/filter')
      .set('Authorization', `Bearer ${token}`)
      .query({ rid, ...query });
  const found = async (query: string) => ((await filter({ query })).body.result.diners as DinerSuggestion[]).map((d) => d.last_name);

  beforeAll(async () => {
    testApp = await startTestApp();
    await testApp.seedAccess();
    admin = await testApp.signIn('admin');
    // Past visits as a restaurant brings them over: imported with how they ended.
    const past = (date: string, status: string) => ({
      date,
      time: '19:00',
      first_name: 'Mei',
      last_name: 'Tanaka',
      phone: '91230001',
      adults: '2',
      taken_by: 'Importer',
      status,
    });
    await http()
      .post('/api/reservation/import')
      .set('Authorization', `Bearer ${admin}`)
      .send({ rid: 11, rows: [past('2030-02-01', 'Done'), past('2030-02-20', 'Departed'), past('2030-02-25', 'NoShow')] });
    await book({ first_name: 'Mei', last_name: 'Tanaka', phone: '+6591230001' });
    await book({ first_name: 'Ken', last_name: 'Tan', phone: '+6591230002', email: 'ken@example.com', vip: true });
    const other = await testApp.signIn('admin', 'other');
    await book({ rid: 21, last_name: 'Tansu', phone: '+6591230003' }, other);
  }, 120_000);
  afterAll(() => testApp.close());

  it('finds by the start of a name or e-mail, and by part of a phone, within the caller’s group only', async () => {
    expect(await found('tan')).toEqual(['Tan', 'Tanaka']);
    expect(await found('Mei Tan')).toEqual(['Tanaka']);
    expect(await found('ken@')).toEqual(['Tan']);
    expect(await found('9123 0002')).toEqual(['Tan']);
    expect(await found('%')).toEqual([]);
  });

  it('gives each diner with their visits, no-shows and last visit, VIPs first', async () => {
    const [tanaka] = (await filter({ query: 'Tanaka' })).body.result.diners as DinerSuggestion[];
    expect(tanaka).toMatchObject({ first_name: 'Mei', phone: '+6591230001', vip: false, visits: 2, no_shows: 1, last_visit: '2030-02-20' });
    const [ken] = (await filter({ query: 'Ken' })).body.result.diners as DinerSuggestion[];
    expect(ken).toMatchObject({ vip: true, visits: 0, no_shows: 0, last_visit: null });
  });

  it('refuses bad input with the spec envelope, and callers without Diner Management', async () => {
    const empty = await filter({ query: ' ' });
    expect(empty.body.status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    const tooMany = await filter({ query: 'tan', limit: 500 });
    expect(tooMany.body.status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    const floater = await testApp.signIn('floater');
    const refused = await filter({ query: 'tan' }, floater);
    expect(refused.body.status.code).not.toBe(0);
    expect(refused.status).toBeLessThan(500);
  });
});
