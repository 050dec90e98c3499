import { rebuildProjections } from '@covers/services/eventstore';
import { activityLogProjection } from '@covers/services/reports';
import { outletClock } from '@covers/shared';
import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(60_000);

type Answer = {
  http: number;
  status: { code: number; msg: string };
  // The tests read whichever result fields a report answers with.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  result: any;
};

describe('analytics endpoints', () => {
  let testApp: TestApp;
  const tokens: Record<'admin' | 'manager' | 'host', string> = { admin: '', manager: '', host: '' };
  const today = outletClock(new Date(), 'Asia/Singapore').date;

  const report = (path: string, query: Record<string, unknown>, as = tokens.admin, rid = 11): Promise<Answer> =>
    testApp
      .http()
      .get(`/api/analytics/${path}`)
      .query({ rid, ...query })
      .set('Authorization', `Bearer ${as}`)
      .then((res) => ({ http: res.status, ...(res.body as Omit<Answer, 'http'>) }));
  const book = async (rid: number, lastName: string, adults: number, time: string) => {
    const res = await testApp
      .http()
      .post('/api/booking/add_transaction')
      .set('Authorization', `Bearer ${tokens.admin}`)
      .send({ rid, date: today, time, last_name: lastName, adults, taken_by: 'Alice' });
    expect(res.body.status.code).toBe(0);
    return res.body.result.reservation_id as string;
  };

  beforeAll(async () => {
    testApp = await startTestApp();
    await testApp.seedAccess();
    for (const username of ['admin', 'manager', 'host'] as const) tokens[username] = await testApp.signIn(username);
  }, 120_000);
  afterAll(() => testApp.close());

  it("moves today's figures as bookings are made and seated, per report", async () => {
    const before = await report('reservation', { preset: 'last1' });
    expect(before.status.code).toBe(0);
    expect(before.result.current).toMatchObject({ from: today, to: today, totals: { bookings: 0 } });

    const id = await book(11, 'Tan', 3, '23:30');
    await book(12, 'Somchai', 2, '23:00');
    await testApp
      .http()
      .post('/api/booking/update_transaction_status')
      .set('Authorization', `Bearer ${tokens.admin}`)
      .send({ rid: 11, reservation_id: id, date: today, action: 'seat' });

    const summary = await report('reservation', { preset: 'last1', compare: true });
    expect(summary.result.current.rows).toEqual([
      { key: 'Seated', figures: { bookings: 1, covers: 0, fulfilled: 0, no_shows: 0, cancelled: 0 } },
    ]);
    expect(summary.result.previous.totals.bookings).toBe(0);
    for (const [path, key] of [
      ['traffic', '23'],
      ['party_size', '3'],
      ['source', 'Phone'],
      ['booking_type', 'reservation'],
      ['traffic_time', today],
    ])
      expect((await report(path, { from: today, to: today })).result.current.rows.map((r: { key: string }) => r.key)).toEqual([key]);
    expect((await report('diner', { preset: 'last7' })).result.current.totals).toEqual({ new_diners: 0, repeat_diners: 0 });
  });

  it('reports the group over the outlets where the caller has Reports only', async () => {
    expect((await report('reservation', { preset: 'last1', scope: 'group' })).result).toMatchObject({ outlets: [11, 12] });
    const manager = await report('reservation', { preset: 'last1', scope: 'group' }, tokens.manager);
    expect(manager.result).toMatchObject({ outlets: [11], current: { totals: { bookings: 1 } } });
  });

  it("lists who did what today in the activity log, with the chain's check", async () => {
    const log = await report('activity', { from: today, to: today, category: 'booking' });
    expect(log.status.code).toBe(0);
    expect(log.result.rows.map((r: { event_type: string; actor_name: string }) => [r.event_type, r.actor_name])).toEqual([
      ['ReservationBooked', 'admin'],
    ]);
    expect(log.result.chain).toMatchObject({ intact: true, broken_at: null });
    expect((await report('activity', { from: today, to: today, category: 'nonsense' })).status.code).not.toBe(0);
  });

  it('records sign-ins, refused ones and every export in the activity log; a refused export records nothing', async () => {
    const wrong = await testApp
      .http()
      .post('/api/login/do_login')
      .send({ company_id: 'acme', user_id: 'manager', password: 'not-it-at-all-1' });
    expect(wrong.body.status.code).not.toBe(0);
    const signIns = await report('activity', { from: today, to: today, category: 'sign_in' });
    const rows = signIns.result.rows.map((r: { event_type: string; actor_name: string; outlet_name: string | null }) => [
      r.event_type,
      r.actor_name,
      r.outlet_name,
    ]);
    expect(rows).toContainEqual(['UserSignInFailed', 'manager', 'Acme Orchard']);
    expect(rows).toContainEqual(['UserSignedIn', 'manager', 'Acme Orchard']);

    const csv = await testApp
      .http()
      .get('/api/reservation/export')
      .query({ rid: 11, date: today })
      .set('Authorization', `Bearer ${tokens.admin}`);
    expect(csv.status).toBe(200);
    const recorded = await testApp
      .http()
      .post('/api/analytics/export')
      .set('Authorization', `Bearer ${tokens.admin}`)
      .send({ rid: 11, from: today, to: today, scope: 'group', report: 'source' });
    expect(recorded.body.result).toEqual({ file: `source-group-${today}-${today}.csv` });
    const refused = await testApp
      .http()
      .post('/api/analytics/export')
      .set('Authorization', `Bearer ${tokens.host}`)
      .send({ rid: 11, preset: 'last7', report: 'source' });
    expect(refused.status).toBe(403);

    const exports = await report('activity', { from: today, to: today, category: 'export' });
    expect(exports.result.rows.map((r: { details: { what: string; file: string } }) => [r.details.what, r.details.file])).toEqual([
      ['report', `source-group-${today}-${today}.csv`],
      ['reservations', `reservations-${today}.csv`],
    ]);
    expect(exports.result.chain.intact).toBe(true);
  });

  it('tells the screen the chain is broken when the last rows of a stream are deleted in the database', async () => {
    const [last] = (await report('activity', { from: today, to: today, category: 'export' })).result.rows;
    await testApp.db.dataSource.query(`DELETE FROM activity_log WHERE position = $1`, [last.position]);
    const log = await report('activity', { from: today, to: today });
    expect(log.result.chain).toMatchObject({ intact: false, rows_missing: true });
    expect(log.result.rows.map((r: { position: number }) => r.position)).not.toContain(last.position);
    await rebuildProjections(testApp.store, [activityLogProjection]);
    expect((await report('activity', { from: today, to: today })).result.chain.intact).toBe(true);
  });

  it('refuses callers without Reports and requests without a valid range', async () => {
    expect((await report('reservation', { preset: 'last1' }, tokens.host)).http).toBe(403);
    const noRange = await report('reservation', {});
    expect(noRange.status.code).not.toBe(0);
    expect(noRange.result.fields.from).toBe('Choose a date preset or a start and end date.');
    const reversed = await report('source', { from: today, to: '2020-01-01' });
    expect(reversed.result.fields.to).toBe('The end date cannot be before the start date.');
    const tooLong = await report('source', { from: '2024-01-01', to: '2025-06-01' });
    expect(tooLong.result.fields.to).toBe('Choose a range of at most 366 days.');
    const future = await report('source', { preset: 'last7', as_of: '2099-01-01T00:00:00Z' });
    expect(future.status).toEqual({ code: 53001, msg: 'Choose a moment in the past.' });
    expect((await report('source', { preset: 'last7', extra: 'x' })).status.code).not.toBe(0);
  });
});
