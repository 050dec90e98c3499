import { serviceDefinition } from '@covers/services/availability/testing/service-fixtures';
import { handleCommand } from '@covers/services/eventstore';
import { messageDecider, messageStream } from '@covers/services/messaging';
import { startSmtpInbox, type SmtpInbox } from '@covers/services/messaging/testing/smtp-inbox';
import { addDays, ERROR_CODES, outletClock } from '@covers/shared';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../testing/test-app';
import { until } from '../testing/until';

jest.setTimeout(60_000);

const DINNER = serviceDefinition({
  name: 'Dinner',
  startMinute: 1080,
  endMinute: 1320,
  covers: { minPartySize: 1, maxPartySize: 10, totalCovers: 40, maxCoversPerInterval: 20, maxCoversWaitlisted: 10 },
  bookings: { totalBookings: 40, maxBookingsPerInterval: 20, maxBookingsWaitlisted: 5, limitsByPartySize: [] },
  onlineSlots: [
    {
      startMinute: 1080,
      endMinute: 1260,
      intervalMinutes: 15,
      maxCoversPerInterval: 20,
      cutoff: { minutes: 60, relativeTo: 'slot' },
      tablePriority: [],
    },
  ],
});

describe('staff notifications', () => {
  let inbox: SmtpInbox;
  let testApp: TestApp;
  let admin: string;
  let host: string;
  let date: string;

  const call = (method: 'get' | 'post', path: string, body: Record<string, unknown> = {}, token = admin, rid = 11) => {
    const request = testApp.http()[method](`/api/${path}`).set('Authorization', `Bearer ${token}`);
    return (method === 'get' ? request.query({ rid, ...body }) : request.send({ rid, ...body })).then((res) => res.body);
  };
  const list = (token = admin, extra: Record<string, unknown> = {}) => call('post', 'notifications/list', extra, token);
  const unread = async (token = admin) => (await call('get', 'notifications/unread_count', {}, token)).result.unread as number;
  const confirmationToken = async (email: string) => {
    const [mail] = await until(
      async () => (await inbox.mails()).filter((m) => m.to?.text === email),
      (mails) => mails.length > 0,
    );
    return /\/confirm\/([A-Za-z0-9_.-]+)/.exec(mail.text ?? '')![1];
  };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    testApp = await startTestApp({ env: { MESSAGING_DELIVERY: 'true', MESSAGING_POLL_MS: '100', SMTP_URL: inbox.url }, poolSize: 20 });
    await testApp.seedAccess();
    admin = await testApp.signIn('admin');
    host = await testApp.signIn('host');
    expect((await call('post', 'session/add', DINNER)).status.code).toBe(0);
    const settings = { enabled: true, advance_days: 30, min_lead_minutes: 0, max_party_size: 6, confirmation_text: 'See you' };
    expect((await call('post', 'setting/online_booking', settings)).status.code).toBe(0);
    date = addDays(outletClock(new Date().toISOString(), 'Asia/Singapore').date, 3);
  }, 300_000);
  afterAll(async () => {
    await testApp.close();
    await inbox.close();
  });

  it("tells staff of an online booking, a diner's answer by link and a failed message, but not of their own bookings", async () => {
    const online = await testApp.http().post('/api/public/online_book').send({
      outlet: 'ruid-11',
      date,
      time: '18:30',
      adults: 2,
      first_name: 'Ana',
      last_name: 'Online',
      phone: '+6591230000',
      email: 'ana@example.com',
      request_key: randomUUID(),
    });
    expect(online.body.status.code).toBe(0);
    const staffBooking = await call('post', 'booking/add_transaction', {
      date,
      time: '19:30',
      first_name: 'Bo',
      last_name: 'Failing',
      adults: 4,
      email: 'bo@example.com',
      taken_by: 'Alice',
    });
    expect(staffBooking.status.code).toBe(0);

    const link = await confirmationToken('ana@example.com');
    expect((await testApp.http().post('/api/messaging/confirmation_answer').send({ token: link, answer: 'cancel' })).body.status.code).toBe(
      0,
    );
    await confirmationToken('bo@example.com');
    const messageId = `${staffBooking.result.reservation_id}:confirmation`;
    await handleCommand(
      testApp.store,
      messageDecider,
      { streamId: messageStream(messageId), rid: 11 },
      { type: 'RecordFailure', data: { message_id: messageId, reason: '550 Mailbox unavailable' } },
      { actor: 'system', now: new Date().toISOString() },
    );

    const { result } = await list();
    expect(result.notifications.map((n: { kind: string; diner_name: string }) => [n.kind, n.diner_name])).toEqual([
      ['message_failed', 'Bo Failing'],
      ['diner_cancelled', 'Ana Online'],
      ['online_booking', 'Ana Online'],
    ]);
    expect(result.notifications[0]).toMatchObject({ detail: '550 Mailbox unavailable', date, time_minute: 1170, pax: 4, read: false });
    expect(result).toMatchObject({ total: 3, unread: 3 });
    // Another outlet's staff hear nothing of it.
    expect((await call('post', 'notifications/list', {}, admin, 12)).result.total).toBe(0);
  });

  it('each user marks them read for themselves: some, all up to one, or all; a notification of another outlet is refused and nothing is written', async () => {
    const [newest, middle, oldest] = (await list()).result.notifications.map((n: { notification_id: number }) => n.notification_id);
    expect(await unread(host)).toBe(3);

    expect((await call('post', 'notifications/mark_read', { notification_ids: [oldest] })).result.unread).toBe(2);
    expect(await unread(host)).toBe(3);
    const unreadOnly = (await list(admin, { unread_only: true })).result;
    expect(unreadOnly.notifications.map((n: { notification_id: number }) => n.notification_id)).not.toContain(oldest);
    expect(unreadOnly.total).toBe(2);

    // What users read: the only writes marking read makes (deliveries may still be writing their own meanwhile).
    const events = async () =>
      Number((await testApp.db.dataSource.query(`SELECT count(*) AS n FROM events WHERE stream_id LIKE 'notificationreads-%'`))[0].n);
    const before = await events();
    const elsewhere = await call('post', 'notifications/mark_read', { notification_ids: [newest] }, admin, 12);
    expect(elsewhere.status.code).toBe(ERROR_CODES.NOTIFICATION_NOT_FOUND.code);
    const allElsewhere = await call('post', 'notifications/mark_read', { all: true, up_to: newest }, admin, 12);
    expect(allElsewhere).toMatchObject({
      status: { code: ERROR_CODES.NOTIFICATION_NOT_FOUND.code },
      result: { fields: { up_to: 'That notification does not exist.' } },
    });
    expect(await events()).toBe(before);

    // All up to the newest the host has on screen: one that arrived after it stays unread.
    expect((await call('post', 'notifications/mark_read', { all: true, up_to: middle })).result.unread).toBe(1);
    expect((await list(admin, { unread_only: true })).result.notifications).toMatchObject([{ notification_id: newest }]);
    expect((await call('post', 'notifications/mark_read', { all: true })).result.unread).toBe(0);
    expect((await call('post', 'notifications/mark_read', { all: true })).result.unread).toBe(0);
    expect(await events()).toBe(before + 2);
    expect((await list(host)).result.unread).toBe(3);
  });
});
