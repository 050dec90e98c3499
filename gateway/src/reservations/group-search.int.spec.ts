import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(120_000);

/** Issue #11 item 2: group scope is the outlets where the caller has Diner Management, not every outlet of the group. */
describe('booking/search_transaction with scope=group', () => {
  let testApp: TestApp;
  const tokens: Record<string, string> = {};
  const search = async (who: string, rid: number) => {
    const res = await testApp
      .http()
      .get('/api/booking/search_transaction')
      .set('Authorization', `Bearer ${tokens[who]}`)
      .query({ rid, query: 'Tan', scope: 'group' });
    expect(res.body.status.code).toBe(0);
    return (res.body.result.results as { rid: number; phone: string | null; email: string | null }[]).map((r) => r.rid).sort();
  };

  beforeAll(async () => {
    testApp = await startTestApp();
    await testApp.seedAccess();
    for (const who of ['admin', 'manager', 'floater']) tokens[who] = await testApp.signIn(who);
    for (const [rid, phone] of [
      [11, '+6591230011'],
      [12, '+66812300012'],
    ] as const) {
      const res = await testApp
        .http()
        .post('/api/booking/add_transaction')
        .set('Authorization', `Bearer ${tokens.admin}`)
        .send({
          rid,
          date: '2030-03-01',
          time: '19:00',
          last_name: 'Tan',
          phone,
          email: `tan${rid}@example.com`,
          adults: 2,
          taken_by: 'Alice',
        });
      expect(res.body.status.code).toBe(0);
    }
  });
  afterAll(() => testApp.close());

  it('shows an admin of both outlets the bookings of both', async () => {
    expect(await search('admin', 11)).toEqual([11, 12]);
  });

  it('shows a manager of outlet 11 only nothing of outlet 12, where they hold no access', async () => {
    expect(await search('manager', 11)).toEqual([11]);
  });

  it('leaves out an outlet where the caller is a member without Diner Management', async () => {
    // floater: Front of House (view diners) at 12, Unassigned at 11.
    expect(await search('floater', 12)).toEqual([12]);
  });
});
