import { startSmtpInbox, type SmtpInbox } from '@covers/services/messaging/testing/smtp-inbox';
import { io, type Socket } from 'socket.io-client';
import type { DomainEventMessage } from '../live/domain-event-message';
import { startTestApp, type TestApp } from '../testing/test-app';
import { until } from '../testing/until';
import { MessagingModule } from './messaging.module';

jest.setTimeout(120_000);

const DATE = '2030-05-14';
const ALERTED = ['gm@acme.example', 'chef@acme.example'];
const dinner = {
  name: 'Dinner',
  color: '#1677ff',
  startMinute: 1020,
  endMinute: 1380,
  repeatDays: [0, 1, 2, 3, 4, 5, 6],
  covers: { minPartySize: 1, maxPartySize: 8, totalCovers: 20, maxCoversPerInterval: 19, maxCoversWaitlisted: 0 },
  bookings: { totalBookings: 30, maxBookingsPerInterval: 29, limitsByPartySize: [] },
  turnaround: [{ minPax: 1, maxPax: 8, minutes: 90 }],
  onlineSlots: [{ startMinute: 1020, endMinute: 1320, intervalMinutes: 30, cutoff: { minutes: 0, relativeTo: 'slot' }, tablePriority: [] }],
};

describe('capacity alerts: e-mails and staff notifications', () => {
  let inbox: SmtpInbox;
  let testApp: TestApp;
  let token: string;
  let socket: Socket;
  const live: DomainEventMessage[] = [];
  let env: Record<string, string>;

  const post = (path: string, body: Record<string, unknown>, app = testApp) =>
    app
      .http()
      .post(`/api/${path}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ rid: 11, ...body });
  const book = async (i: number, app = testApp): Promise<string> => {
    const response = await post(
      'booking/add_transaction',
      {
        date: DATE,
        time: '19:00',
        first_name: 'Guest',
        last_name: `No${i}`,
        adults: 2,
        taken_by: 'Alice',
      },
      app,
    );
    expect(response.body.status.code).toBe(0);
    return response.body.result.reservation_id;
  };
  /** Every capacity alert, once the subscription has seen every event and the queue has sent what it was given. */
  const settledAlerts = async () => {
    const [{ p }] = await testApp.db.dataSource.query(`SELECT coalesce(max(position), 0) AS p FROM events`);
    await testApp.app.get(MessagingModule).delivery!.subscription.waitFor(Number(p));
    for (;;) {
      const [{ waiting }] = await testApp.db.dataSource.query(
        `SELECT count(*)::int AS waiting FROM graphile_worker.jobs WHERE key LIKE '%:capacity_alert:%'`,
      );
      const [{ unsent }] = await testApp.db.dataSource.query(
        `SELECT count(*)::int AS unsent FROM messages WHERE kind = 'capacity_alert' AND state = 'queued'`,
      );
      if (waiting === 0 && unsent === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return (await inbox.mails()).filter((mail) => mail.subject?.startsWith('Capacity alert'));
  };
  const notifications = async () => {
    const { result } = (await post('notifications/list', { page: 1, page_size: 50 })).body;
    return result as { unread: number; notifications: { kind: string; reservation_id: string; detail: string | null; read: boolean }[] };
  };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    env = { MESSAGING_DELIVERY: 'true', MESSAGING_POLL_MS: '100', SMTP_URL: inbox.url, MAIL_FROM: 'Acme <bookings@acme.example>' };
    testApp = await startTestApp({ env, poolSize: 30, port: 0 });
    await testApp.seedAccess();
    token = await testApp.signIn('admin');
    socket = io(await testApp.app.getUrl(), { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
    socket.on('domain-event', (message: DomainEventMessage) => live.push(message));
    await new Promise((resolve, reject) => {
      socket.once('live-ready', resolve);
      socket.once('connect_error', reject);
    });
    const added = await post('session/add', dinner);
    expect(added.body.status.code).toBe(0);
    expect((await post('availability/capacity_alert', { enabled: true, thresholdPercent: 50, emails: ALERTED })).body.status.code).toBe(0);
  }, 300_000);
  afterAll(async () => {
    socket.disconnect();
    await testApp.close();
    await inbox.close();
  });

  it('bookings made at the same moment through two gateways, taking a service over its alert level, send one alert to each address and one staff notification', async () => {
    const second = await startTestApp({ db: testApp.db, env });
    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => book(i, i % 2 ? second : testApp))).finally(() => second.close());
    const mails = await settledAlerts();
    expect(mails.map((mail) => mail.to && JSON.stringify(mail.to)).sort()).toEqual([
      expect.stringContaining('chef@acme.example'),
      expect.stringContaining('gm@acme.example'),
    ]);
    expect(mails[0].text).toContain('has taken the service to its capacity alert level');
    expect(mails[0].text).toContain('May 14, 2030, 7:00');
    const named = (await testApp.db.dataSource.query(`SELECT DISTINCT reservation_id FROM messages WHERE kind = 'capacity_alert'`)).map(
      (row: { reservation_id: string }) => row.reservation_id,
    );
    expect(named).toHaveLength(1);
    expect(ids).toContain(named[0]);
    // One notification for the crossing, not one per address, pushed live to the outlet's screens and unread.
    const alerted = await until(
      async () => live.filter((message) => message.type === 'CapacityAlertReached'),
      (messages) => messages.length > 0,
    );
    expect(alerted).toEqual([expect.objectContaining({ rid: 11, data: expect.objectContaining({ service_name: 'Dinner', crossing: 1 }) })]);
    const first = await notifications();
    expect(first.notifications.filter((n) => n.kind === 'capacity_alert')).toEqual([
      expect.objectContaining({ reservation_id: named[0], detail: 'Dinner', read: false }),
    ]);
    expect(first.unread).toBe(first.notifications.filter((n) => !n.read).length);

    // Falling back below the level and crossing it again is a new crossing: one more alert each, no more.
    for (const id of ids.slice(0, 5))
      expect((await post('reservation/cancel', { reservation_id: id, date: DATE, reason: 'Change of Plans' })).body.status.code).toBe(0);
    expect(await settledAlerts()).toHaveLength(2);
    await Promise.all([8, 9, 10].map((i) => book(i)));
    expect(await settledAlerts()).toHaveLength(4);
    expect(live.filter((message) => message.type === 'CapacityAlertReached')).toHaveLength(2);
    expect((await notifications()).notifications.filter((n) => n.kind === 'capacity_alert')).toHaveLength(2);
  });
});
