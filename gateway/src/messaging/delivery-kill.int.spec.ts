import { startProviderServer, type ProviderServer } from '@covers/services/messaging/testing/provider-server';
import { buildWorkerScript, startWorkerProcess, type WorkerProcess } from '@covers/services/messaging/testing/worker-processes';
import { startTestApp, type TestApp } from '../testing/test-app';
import { until } from '../testing/until';

jest.setTimeout(180_000);

const ACCOUNT = `AC${'4'.repeat(32)}`;
const AUTH_TOKEN = 'kill-auth-token';
const BOOKINGS = 40;
const CONCURRENCY = 6;

describe('two delivery processes, one killed with SIGKILL mid-send', () => {
  let provider: ProviderServer;
  let testApp: TestApp;
  let workers: WorkerProcess[] = [];

  beforeAll(async () => {
    // A stalled provider: each worker has sends in flight when it is killed, however the jobs were shared out.
    provider = await startProviderServer({ accountSid: ACCOUNT, authToken: AUTH_TOKEN, holdAnswers: true });
    testApp = await startTestApp({ env: { MESSAGING_DELIVERY: 'false' } });
    await testApp.seedAccess();
    const script = await buildWorkerScript();
    const env = {
      DATABASE_URL: testApp.db.url,
      TWILIO_ACCOUNT_SID: ACCOUNT,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: '+15550004444',
      TWILIO_API_URL: provider.apiUrl,
      MESSAGING_CONCURRENCY: String(CONCURRENCY),
    };
    workers = [await startWorkerProcess(script, env), await startWorkerProcess(script, env)];
  }, 300_000);
  afterAll(async () => {
    for (const worker of workers) if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGTERM');
    await Promise.all(workers.map((worker) => worker.exited));
    await testApp.close();
    await provider.close();
  });

  it('loses no message and sends none twice', async () => {
    const token = await testApp.signIn('admin');
    const phones = Array.from({ length: BOOKINGS }, (_, i) => `+659330${String(i).padStart(4, '0')}`);
    // Booked all at once: the confirmations reach the workers together, not one by one as fast as the gateway answers.
    const responses = await Promise.all(
      phones.map((phone, i) =>
        testApp
          .http()
          .post('/api/booking/add_transaction')
          .set('Authorization', `Bearer ${token}`)
          .send({
            rid: 11,
            date: '2030-06-18',
            time: '19:00',
            first_name: 'Kill',
            last_name: `No${i}`,
            adults: 2,
            taken_by: 'Alice',
            phone,
          }),
      ),
    );
    for (const response of responses) expect(response.body.status.code).toBe(0);
    // More sends in flight than one worker takes at once: both workers, the one killed too, are mid-send.
    await until(
      async () => provider.inFlight,
      (n) => n > CONCURRENCY,
      60_000,
    );
    workers[0].child.kill('SIGKILL');
    expect(await workers[0].exited).toBe('SIGKILL');
    provider.release();

    const rows = await until(
      () => testApp.db.dataSource.query(`SELECT message_id, state FROM messages WHERE kind = 'confirmation'`),
      (list: { state: string }[]) => list.length === BOOKINGS && list.every((row) => row.state === 'sent'),
      60_000,
    );
    const keys = provider.accepted.map((record) => record.idempotencyKey);
    expect(new Set(keys).size).toBe(BOOKINGS);
    expect(keys).toHaveLength(BOOKINGS);
    expect(new Set(provider.accepted.map((record) => record.to))).toEqual(new Set(phones));
    expect(keys.sort()).toEqual(rows.map((row: { message_id: string }) => row.message_id).sort());
    // The killed worker's sends were tried again, with the same idempotency keys, and the provider sent each once.
    expect(provider.requests).toBeGreaterThan(BOOKINGS);
    const [{ sends }] = await testApp.db.dataSource.query(`SELECT count(*)::int AS sends FROM message_history WHERE state = 'sent'`);
    expect(sends).toBe(BOOKINGS);
  });
});
