import { ERROR_CODES, outletClock } from '@covers/shared';
import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(60_000);

type Answer = {
  status: { code: number; msg: string };
  // The tests read whichever result fields an endpoint answers with.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  result: any;
};

describe('a diner’s feedback (feedback/diner)', () => {
  let testApp: TestApp;
  const tokens: Record<'admin' | 'host' | 'floater' | 'other', string> = { admin: '', host: '', floater: '', other: '' };
  const today: Record<number, string> = {
    11: outletClock(new Date(), 'Asia/Singapore').date,
    12: outletClock(new Date(), 'Asia/Bangkok').date,
  };
  let regular = '';
  let stranger = '';

  const send = (path: string, body: Record<string, unknown>, as: string | null, rid = 11): Promise<Answer> => {
    const request = testApp.http().post(`/api/${path}`);
    if (as) request.set('Authorization', `Bearer ${as}`);
    return request.send({ rid, ...body }).then((res) => res.body as Answer);
  };
  const staff = (path: string, body: Record<string, unknown>, as = tokens.admin, rid = 11) => send(path, body, as, rid);
  const count = async (table: string) => Number((await testApp.db.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

  async function addDiner(lastName: string, phone: string): Promise<string> {
    const added = await staff('diner/add', { last_name: lastName, phone });
    expect(added.status.code).toBe(0);
    return added.result.diner.diner_id as string;
  }

  /** A departed visit of the diner at the outlet, rated through its link when a rating is given. */
  async function visit(dinerId: string, rid: number, table: string, rating?: number, comment = ''): Promise<string> {
    const booked = await staff(
      'booking/add_transaction',
      { diner_id: dinerId, last_name: 'Guest', taken_by: 'Alice', date: today[rid], time: '12:00', adults: 2, table_ids: [table] },
      tokens.admin,
      rid,
    );
    expect(booked.status.code).toBe(0);
    const id = booked.result.reservation_id as string;
    for (const action of ['seat', 'depart'])
      expect(
        (await staff('booking/update_transaction_status', { reservation_id: id, date: today[rid], action }, tokens.admin, rid)).status.code,
      ).toBe(0);
    if (rating === undefined) return id;
    const link = await staff('feedback/link', { reservation_id: id }, tokens.admin, rid);
    const token = (link.result.path as string).slice('/feedback/'.length);
    expect((await send('feedback/add', { token, rating, comment }, null)).status.code).toBe(0);
    return id;
  }

  beforeAll(async () => {
    testApp = await startTestApp({ poolSize: 20 });
    await testApp.seedAccess();
    for (const username of ['admin', 'host', 'floater'] as const) tokens[username] = await testApp.signIn(username);
    tokens.other = await testApp.signIn('admin', 'other');
    regular = await addDiner('Regular', '+6591110001');
    stranger = await addDiner('Stranger', '+6591110002');
    await visit(regular, 11, 'd1', 5, 'Lovely laksa');
    await visit(regular, 11, 'd2');
    await visit(regular, 12, 'd3', 2, 'Slow service');
    await visit(stranger, 11, 'd4', 4, 'Not the regular');
  }, 120_000);
  afterAll(() => testApp.close());

  it('answers the diner’s rated visits, newest first, with the outlet, the count and the mean rating', async () => {
    const answer = await staff('feedback/diner', { diner_id: regular, page: 1, page_size: 10 });
    expect(answer.status.code).toBe(0);
    expect(answer.result).toMatchObject({ total: 2, average: 3.5, page: 1, page_size: 10 });
    // Newest visit first; on the same day, the feedback given last. The outlets' todays differ for an hour a day
    // (Singapore is an hour ahead of Bangkok), so the order follows the dates the visits were made on.
    const newestFirst = [
      { rid: 12, outlet_name: 'Acme Sukhumvit', date: today[12], rating: 2, comment: 'Slow service' },
      { rid: 11, outlet_name: 'Acme Orchard', date: today[11], rating: 5, comment: 'Lovely laksa' },
    ].sort((a, b) => b.date.localeCompare(a.date));
    expect(answer.result.feedback).toEqual(newestFirst.map((row) => expect.objectContaining(row)));
    const second = await staff('feedback/diner', { diner_id: regular, page: 2, page_size: 10 });
    expect(second.result).toMatchObject({ feedback: [], total: 2, average: 3.5 });
    const fresh = await addDiner('Newcomer', '+6591110003');
    expect((await staff('feedback/diner', { diner_id: fresh })).result).toMatchObject({ feedback: [], total: 0, average: null });
  });

  it('shows only the outlets where the caller has Diner Management', async () => {
    // Front of House at outlet 11 only.
    const host = await staff('feedback/diner', { diner_id: regular }, tokens.host);
    expect(host.result).toMatchObject({ total: 1, average: 5 });
    expect(host.result.feedback.map((row: { rid: number }) => row.rid)).toEqual([11]);
    // Front of House at 12, Unassigned (no Diner Management) at 11: only 12's, and refused at 11.
    const floater = await staff('feedback/diner', { diner_id: regular }, tokens.floater, 12);
    expect(floater.result.feedback.map((row: { rid: number }) => row.rid)).toEqual([12]);
    expect((await staff('feedback/diner', { diner_id: regular }, tokens.floater, 11)).status.code).not.toBe(0);
    expect((await send('feedback/diner', { diner_id: regular }, null)).status.code).toBe(ERROR_CODES.NOT_SIGNED_IN.code);
  });

  it('refuses an unknown diner, another group’s diner and bad input, writing nothing', async () => {
    const events = await count('events');
    const feedback = await count('feedback');
    const notFound = { code: ERROR_CODES.DINER_NOT_FOUND.code, msg: expect.any(String) };
    expect((await staff('feedback/diner', { diner_id: regular }, tokens.other, 21)).status).toEqual(notFound);
    expect((await staff('feedback/diner', { diner_id: '00000000-0000-4000-8000-000000000000' })).status).toEqual(notFound);

    for (const bad of [
      { diner_id: 'not-a-uuid' },
      { diner_id: `${regular}\u0000` },
      { diner_id: regular, page: 0 },
      { diner_id: regular, page_size: 7 },
      { diner_id: regular, surprise: 'yes' },
      {},
    ]) {
      const refused = await staff('feedback/diner', bad);
      expect(refused.status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
      expect(refused.result.fields).toBeDefined();
    }
    expect(await count('events')).toBe(events);
    expect(await count('feedback')).toBe(feedback);
  });
});
