import { handleCommand } from '@covers/services/eventstore';
import { messageDecider, messageStream } from '@covers/services/messaging';
import { startSmtpInbox, type SmtpInbox } from '@covers/services/messaging/testing/smtp-inbox';
import { ERROR_CODES } from '@covers/shared';
import { startTestApp, type TestApp } from '../testing/test-app';
import { until } from '../testing/until';

jest.setTimeout(60_000);

const DATE = '2030-05-20';

describe('the message log', () => {
  let inbox: SmtpInbox;
  let testApp: TestApp;
  let staff: string;
  const post = (path: string, body: Record<string, unknown>, rid = 11) =>
    testApp
      .http()
      .post(`/api/${path}`)
      .set('Authorization', `Bearer ${staff}`)
      .send({ rid, ...body })
      .then((res) => res.body);
  const log = async (filters: Record<string, unknown>, rid = 11) => (await post('messaging/log', filters, rid)).result;
  const names = (result: { messages: { diner_name: string }[] }) => result.messages.map((m) => m.diner_name);

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    testApp = await startTestApp({ env: { MESSAGING_DELIVERY: 'true', MESSAGING_POLL_MS: '100', SMTP_URL: inbox.url }, poolSize: 20 });
    await testApp.seedAccess();
    staff = await testApp.signIn('admin');
    for (const name of ['Ann', 'Ben', 'Cai']) {
      const booked = await post('booking/add_transaction', {
        date: DATE,
        time: '19:00',
        first_name: name,
        last_name: 'Logged',
        adults: 2,
        email: `${name.toLowerCase()}@example.com`,
        taken_by: 'Alice',
      });
      expect(booked.status.code).toBe(0);
    }
    await until(
      () => log({ state: 'sent' }),
      (result) => result.total === 3,
    );
    const [ben] = (await log({})).messages.filter((m: { diner_name: string }) => m.diner_name === 'Ben Logged');
    await handleCommand(
      testApp.store,
      messageDecider,
      { streamId: messageStream(ben.message_id), rid: 11 },
      { type: 'RecordFailure', data: { message_id: ben.message_id, reason: '550 Mailbox unavailable' } },
      { actor: 'system', now: new Date().toISOString() },
    );
  }, 300_000);
  afterAll(async () => {
    await testApp.close();
    await inbox.close();
  });

  it('lists every message of the outlet, newest first, with its state and its booking, a page at a time', async () => {
    const all = await log({});
    expect(all.total).toBe(3);
    expect(names(all).sort()).toEqual(['Ann Logged', 'Ben Logged', 'Cai Logged']);
    const written = all.messages.map((m: { created_at: string }) => Date.parse(m.created_at));
    expect(written).toEqual([...written].sort((a, b) => b - a));
    expect(all.messages.find((m: { diner_name: string }) => m.diner_name === 'Ben Logged')).toMatchObject({
      kind: 'confirmation',
      channel: 'email',
      state: 'failed',
      booking_date: DATE,
    });
    const second = await log({ page: 2, page_size: 10 });
    expect(second).toEqual({ total: 3, messages: [] });
    expect((await log({}, 12)).total).toBe(0);
  });

  it("filters by state, channel and the outlet's day it was written", async () => {
    expect(names(await log({ state: 'failed' }))).toEqual(['Ben Logged']);
    expect((await log({ state: 'sent', channel: 'email' })).total).toBe(2);
    expect((await log({ channel: 'sms' })).total).toBe(0);
    const today = (await testApp.db.dataSource.query(`SELECT (now() AT TIME ZONE 'Asia/Singapore')::date::text AS d`))[0].d;
    expect((await log({ from: today, to: today })).total).toBe(3);
    expect((await log({ from: '2020-01-01', to: '2020-01-31' })).total).toBe(0);
  });

  it('refuses impossible filters', async () => {
    for (const filters of [{ state: 'lost' }, { channel: 'fax' }, { from: '2030-02-30' }, { from: '2030-05-02', to: '2030-05-01' }])
      expect((await post('messaging/log', filters)).status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
  });
});
