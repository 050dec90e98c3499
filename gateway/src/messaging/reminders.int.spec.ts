import { startProviderServer, type ProviderServer } from '@covers/services/messaging/testing/provider-server';
import { AccessService, groupAccessTypes } from '@covers/services/access';
import { FIXTURE_PASSWORD, fixtureProfile } from '@covers/services/access/testing/access-fixture';
import { startTestApp, type TestApp } from '../testing/test-app';
import { until } from '../testing/until';
import { MessagingModule } from './messaging.module';

jest.setTimeout(180_000);

const ACCOUNT = `AC${'3'.repeat(32)}`;
const AUTH_TOKEN = 'reminder-auth-token';
const LONDON_RID = 31;

describe('reminders at their lead time', () => {
  let provider: ProviderServer;
  let testApp: TestApp;
  let token: string;
  let londonToken: string;

  const post = (path: string, body: Record<string, unknown>, rid = 11, bearer = token) =>
    testApp
      .http()
      .post(`/api/${path}`)
      .set('Authorization', `Bearer ${bearer}`)
      .send({ rid, ...body });
  const bookIn = async (rid: number, bearer: string, body: Record<string, unknown>): Promise<string> => {
    const response = await post(
      'booking/add_transaction',
      { first_name: 'Ana', last_name: 'Lee', adults: 2, taken_by: 'Alice', ...body },
      rid,
      bearer,
    );
    expect(response.body.status).toEqual({ code: 0, msg: expect.any(String) });
    return response.body.result.reservation_id;
  };
  /** The reminders waiting in graphile-worker's queue for a booking, with when they run. */
  const queued = async (reservationId: string): Promise<{ key: string; run_at: string }[]> => {
    await testApp.app.get(MessagingModule).delivery!.subscription.waitFor(await lastPosition());
    const rows = await testApp.db.dataSource.query(`SELECT key, run_at FROM graphile_worker.jobs WHERE key LIKE $1 ORDER BY run_at`, [
      `${reservationId}:reminder:%`,
    ]);
    return rows.map((row: { key: string; run_at: Date }) => ({ key: row.key, run_at: row.run_at.toISOString() }));
  };
  const lastPosition = async () => Number((await testApp.db.dataSource.query(`SELECT coalesce(max(position), 0) AS p FROM events`))[0].p);

  beforeAll(async () => {
    provider = await startProviderServer({ accountSid: ACCOUNT, authToken: AUTH_TOKEN });
    testApp = await startTestApp({
      env: {
        MESSAGING_DELIVERY: 'true',
        MESSAGING_POLL_MS: '100',
        TWILIO_ACCOUNT_SID: ACCOUNT,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM: '+15550002222',
        TWILIO_API_URL: provider.apiUrl,
      },
    });
    await testApp.seedAccess();
    token = await testApp.signIn('admin');
    const access = new AccessService(testApp.store);
    const meta = { actor: 'system', now: new Date().toISOString() };
    await access.createGroup('uk', 'UK', meta);
    await access.addOutlet(
      'uk',
      { rid: LONDON_RID, name: 'Covent Garden', ruid: 'ruid-31', currency: 'GBP', countryCode: 'GB', timezone: 'Europe/London' },
      meta,
    );
    const [admin] = (await groupAccessTypes(testApp.db.dataSource.manager, 'uk')).filter((type) => type.name === 'Admin');
    await access.saveUser(
      'uk',
      { profile: fixtureProfile('londoner'), password: FIXTURE_PASSWORD, outlets: [{ rid: LONDON_RID, accessTypeId: admin.accessTypeId }] },
      meta,
    );
    londonToken = await testApp.signIn('londoner', 'uk');
  }, 300_000);
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });

  it('saves lead times, refusing hours out of range or repeated, and writes nothing on refusal', async () => {
    expect((await testApp.http().get('/api/setting/lead_time?rid=11').set('Authorization', `Bearer ${token}`)).body.result).toEqual({
      confirmation_hours: null,
      reminder_hours: [24],
    });
    const events = async () => (await testApp.db.dataSource.query(`SELECT count(*)::int AS n FROM events`))[0].n;
    const before = await events();
    for (const body of [{ reminder_hours: [0] }, { reminder_hours: [169] }, { reminder_hours: [2, 2] }, { reminder_hours: [1, 2, 3, 4] }])
      expect((await post('setting/lead_time', body)).body.status.code).not.toBe(0);
    expect((await post('setting/lead_time', { reminder_hours: [24], confirmation_hours: 1.5 })).body.status.code).not.toBe(0);
    expect((await post('setting/lead_time', { reminder_hours: [24], extra: 1 })).body.status.code).not.toBe(0);
    expect(await events()).toBe(before);
    const saved = await post('setting/lead_time', { reminder_hours: [2, 24], confirmation_hours: null }, LONDON_RID, londonToken);
    expect(saved.body.result).toEqual({ confirmation_hours: null, reminder_hours: [24, 2] });
    expect((await post('setting/lead_time', { reminder_hours: [] }, LONDON_RID)).body.status.code).not.toBe(0);
  });

  it("schedules reminders on the outlet's clock across a daylight-saving change, and moves or drops them with the booking", async () => {
    // Europe/London goes to BST on 2030-03-31: a 09:00 booking on 2 April is reminded at 09:00 BST on 1 April (08:00 UTC).
    const id = await bookIn(LONDON_RID, londonToken, { date: '2030-04-02', time: '09:00', phone: '+447700900001' });
    expect(await queued(id)).toEqual([
      { key: `${id}:reminder:24h`, run_at: '2030-04-01T08:00:00.000Z' },
      { key: `${id}:reminder:2h`, run_at: '2030-04-02T06:00:00.000Z' },
    ]);
    // Moved to the morning of the change: 24 h before is 09:00 GMT the day before (09:00 UTC), one job per reminder still.
    const moved = await post(
      'booking/move_reservation',
      { reservation_id: id, date: '2030-04-02', new_date: '2030-03-31' },
      LONDON_RID,
      londonToken,
    );
    expect(moved.body.status.code).toBe(0);
    expect(await queued(id)).toEqual([
      { key: `${id}:reminder:24h`, run_at: '2030-03-30T09:00:00.000Z' },
      { key: `${id}:reminder:2h`, run_at: '2030-03-31T06:00:00.000Z' },
    ]);
    const cancelled = await post(
      'reservation/cancel',
      { reservation_id: id, date: '2030-03-31', reason: 'Change of Plans' },
      LONDON_RID,
      londonToken,
    );
    expect(cancelled.body.status.code).toBe(0);
    expect(await queued(id)).toEqual([]);
  });

  it("schedules the reminders of an import's bookings, which the subscription reads without the import's batch", async () => {
    const rows = [
      { date: '2030-05-02', time: '19:00', last_name: 'Imported One', phone: '+447700900011', adults: '2', taken_by: 'Alice' },
      { date: '2030-05-03', time: '12:30', last_name: 'Imported Two', phone: '+447700900012', adults: '2', taken_by: 'Alice' },
    ];
    const imported = await post('reservation/import', { rows, book_anyway: true }, LONDON_RID, londonToken);
    expect(imported.body.result).toMatchObject({ imported: 2, failed: 0 });
    const [one, two]: { reservation_id: string }[] = await testApp.db.dataSource.query(
      `SELECT reservation_id FROM reservations WHERE rid = $1 AND last_name LIKE 'Imported %' ORDER BY last_name`,
      [LONDON_RID],
    );
    // British Summer Time: 19:00 on 2 May is 18:00 UTC.
    expect(await queued(one.reservation_id)).toEqual([
      { key: `${one.reservation_id}:reminder:24h`, run_at: '2030-05-01T18:00:00.000Z' },
      { key: `${one.reservation_id}:reminder:2h`, run_at: '2030-05-02T16:00:00.000Z' },
    ]);
    expect(await queued(two.reservation_id)).toEqual([
      { key: `${two.reservation_id}:reminder:24h`, run_at: '2030-05-02T11:30:00.000Z' },
      { key: `${two.reservation_id}:reminder:2h`, run_at: '2030-05-03T09:30:00.000Z' },
    ]);
  });

  it('sends a reminder once when its lead time comes, and not for a booking moved away from it', async () => {
    await post('setting/lead_time', { reminder_hours: [2] });
    // The first whole minute at least 15 s away, two hours on, in Singapore (UTC+8, no daylight saving).
    const due = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
    const local = new Date(due.getTime() + (2 + 8) * 3_600_000).toISOString();
    const [date, time] = [local.slice(0, 10), local.slice(11, 16)];
    const kept = await bookIn(11, token, { date, time, phone: '+6593330001', last_name: 'Kept' });
    const movedAway = await bookIn(11, token, { date, time, phone: '+6593330002', last_name: 'Moved' });
    const later = new Date(due.getTime() + (3 + 8) * 3_600_000).toISOString();
    expect(
      (
        await post('booking/move_reservation', {
          reservation_id: movedAway,
          date,
          new_date: later.slice(0, 10),
          new_time: later.slice(11, 16),
        })
      ).body.status.code,
    ).toBe(0);
    const reminders = () => provider.accepted.filter((record) => record.idempotencyKey.includes(':reminder:'));
    const [sent] = await until(reminders, (records) => records.length > 0, 90_000);
    expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());
    expect(sent).toMatchObject({ kind: 'sms', to: '+6593330001', idempotencyKey: `${kept}:reminder:2h` });
    expect(sent.body).toContain('Reminder: table for 2');
    const rows = await until(
      () => testApp.db.dataSource.query(`SELECT message_id, kind, state FROM messages WHERE kind = 'reminder'`),
      (list: { state: string }[]) => list.length === 1 && list[0].state === 'sent',
    );
    expect(rows).toEqual([{ message_id: `${kept}:reminder:2h`, kind: 'reminder', state: 'sent' }]);
    expect(await queued(movedAway)).toEqual([
      { key: `${movedAway}:reminder:2h`, run_at: new Date(due.getTime() + 3_600_000).toISOString() },
    ]);
    // The sent reminder's job leaves the queue (its completion is batched, so shortly after the send is recorded).
    await until(
      () => queued(kept),
      (jobs) => jobs.length === 0,
    );
    expect(reminders()).toHaveLength(1);
  });
});
