import { startProviderServer, type ProviderServer } from '@covers/services/messaging/testing/provider-server';
import { startTestApp, type TestApp } from '../testing/test-app';
import { postAs } from '../testing/post-as';
import { until } from '../testing/until';

jest.setTimeout(60_000);

const ACCOUNT = `AC${'2'.repeat(32)}`;
const AUTH_TOKEN = 'queue-provider-token';

describe('"your table is ready" when a queued party is offered a table', () => {
  let provider: ProviderServer;
  let testApp: TestApp;
  let host: string;

  const post = (path: string, body: Record<string, unknown>) => postAs<Record<string, string>>(testApp, host, path, body);

  beforeAll(async () => {
    provider = await startProviderServer({ accountSid: ACCOUNT, authToken: AUTH_TOKEN, callOutcome: () => 'completed' });
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
    host = await testApp.signIn('host');
  }, 300_000);
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });

  it('texts the party’s phone once; a party without a phone is offered its table all the same, with no message', async () => {
    const withPhone = await post('queue/join', { pax: 2, last_name: 'Ready', phone: '+6597770001' });
    const withoutPhone = await post('queue/join', { pax: 2, last_name: 'Nophone' });
    // The party without a phone is offered first: once the other's text is out, its offer has been through messaging.
    for (const party of [withoutPhone, withPhone]) {
      const offered = await post('queue/update_status', { reservation_id: party.result.reservation_id, action: 'offer' });
      expect([offered.status.code, offered.result.status]).toEqual([0, 'Offered']);
    }

    const [text] = await until(
      () => provider.accepted.filter((record) => record.to === '+6597770001'),
      (records) => records.length > 0,
    );
    expect(text).toMatchObject({
      kind: 'sms',
      idempotencyKey: expect.stringMatching(new RegExp(`^${withPhone.result.reservation_id}:table_ready:`)),
    });
    expect(text.body).toBe('Your table for 2 is ready: please come to the host stand.');
    const messages = await until(
      () =>
        testApp.db.dataSource.query(`SELECT reservation_id, kind, state FROM messages WHERE kind = 'table_ready'`) as Promise<
          { reservation_id: string; state: string }[]
        >,
      (rows) => rows.some((row) => row.state !== 'queued'),
    );
    expect(messages.map((row) => row.reservation_id)).toEqual([withPhone.result.reservation_id]);
    expect(provider.accepted.filter((record) => record.to === '+6597770001')).toHaveLength(1);
  });
});
