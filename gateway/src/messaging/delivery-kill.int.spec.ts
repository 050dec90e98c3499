import { startProviderServer, type ProviderServer } from '@covers/services/messaging/testing/provider-server';
import { startSmtpInbox, type SmtpInbox } from '@covers/services/messaging/testing/smtp-inbox';
import { buildWorkerScript, startWorkerProcess, type WorkerProcess } from '@covers/services/messaging/testing/worker-processes';
import { startTestApp, type TestApp } from '../testing/test-app';
import { until } from '../testing/until';

jest.setTimeout(180_000);

const ACCOUNT = `AC${'4'.repeat(32)}`;
const AUTH_TOKEN = 'kill-auth-token';
const BOOKINGS = 40;
const CONCURRENCY = 6;

/**
 * Two delivery processes on one gateway's database, sending through `server` (the provider or the SMTP server, stalled:
 * each answer held until released), so each worker has sends in flight when one is killed, however the jobs were shared.
 */
function twoWorkers<Server extends { close(): Promise<void> }>(
  start: () => Promise<Server>,
  env: (server: Server) => Record<string, string>,
) {
  const setup = { server: undefined as unknown as Server, testApp: undefined as unknown as TestApp, workers: [] as WorkerProcess[] };
  beforeAll(async () => {
    setup.server = await start();
    setup.testApp = await startTestApp({ env: { MESSAGING_DELIVERY: 'false' } });
    await setup.testApp.seedAccess();
    const script = await buildWorkerScript();
    const workerEnv = { DATABASE_URL: setup.testApp.db.url, MESSAGING_CONCURRENCY: String(CONCURRENCY), ...env(setup.server) };
    setup.workers = [await startWorkerProcess(script, workerEnv), await startWorkerProcess(script, workerEnv)];
  }, 300_000);
  afterAll(async () => {
    for (const worker of setup.workers)
      if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGTERM');
    await Promise.all(setup.workers.map((worker) => worker.exited));
    await setup.testApp.close();
    await setup.server.close();
  });
  return setup;
}

/**
 * Once more sends are held than one worker takes at once (both workers, the one killed too, are mid-send), kills the
 * first worker with SIGKILL, then has the server answer.
 */
async function killOneWhileHeld(setup: { workers: WorkerProcess[] }, held: () => number, release: () => void): Promise<void> {
  await until(
    async () => held(),
    (n) => n > CONCURRENCY,
    60_000,
  );
  setup.workers[0].child.kill('SIGKILL');
  expect(await setup.workers[0].exited).toBe('SIGKILL');
  release();
}

/** Books all at once: the confirmations reach the workers together, not one by one as fast as the gateway answers. */
async function bookAll(testApp: TestApp, contacts: Record<string, string>[]): Promise<void> {
  const token = await testApp.signIn('admin');
  const responses = await Promise.all(
    contacts.map((contact, i) =>
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
          ...contact,
        }),
    ),
  );
  for (const response of responses) expect(response.body.status.code).toBe(0);
}

/**
 * Every confirmation recorded sent, and sent once: one 'sent' line each in the history, once no job is left to run (the
 * killed worker's jobs tried again by the other).
 */
async function allSentOnce(testApp: TestApp): Promise<string[]> {
  const rows = await until(
    () => testApp.db.dataSource.query(`SELECT message_id, state FROM messages WHERE kind = 'confirmation'`),
    (list: { state: string }[]) => list.length === BOOKINGS && list.every((row) => row.state === 'sent'),
    60_000,
  );
  await until(
    async () =>
      (await testApp.db.dataSource.query(`SELECT count(*)::int AS jobs FROM graphile_worker.jobs WHERE key LIKE '%:confirmation'`))[0].jobs,
    (jobs) => jobs === 0,
    60_000,
  );
  const [{ sends }] = await testApp.db.dataSource.query(`SELECT count(*)::int AS sends FROM message_history WHERE state = 'sent'`);
  expect(sends).toBe(BOOKINGS);
  return rows.map((row: { message_id: string }) => row.message_id).sort();
}

describe('two delivery processes, one killed with SIGKILL mid-send', () => {
  describe('texts: the provider takes the idempotency key', () => {
    const setup = twoWorkers(
      () => startProviderServer({ accountSid: ACCOUNT, authToken: AUTH_TOKEN, holdAnswers: true }),
      (provider) => ({
        TWILIO_ACCOUNT_SID: ACCOUNT,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM: '+15550004444',
        TWILIO_API_URL: provider.apiUrl,
      }),
    );

    it('loses no message and sends none twice', async () => {
      const provider: ProviderServer = setup.server;
      const phones = Array.from({ length: BOOKINGS }, (_, i) => `+659330${String(i).padStart(4, '0')}`);
      await bookAll(
        setup.testApp,
        phones.map((phone) => ({ phone })),
      );
      await killOneWhileHeld(setup, () => provider.inFlight, provider.release);

      const sent = await allSentOnce(setup.testApp);
      const keys = provider.accepted.map((record) => record.idempotencyKey);
      expect(new Set(keys).size).toBe(BOOKINGS);
      expect(keys).toHaveLength(BOOKINGS);
      expect(new Set(provider.accepted.map((record) => record.to))).toEqual(new Set(phones));
      expect(keys.sort()).toEqual(sent);
      // The killed worker's sends were tried again, with the same idempotency keys, and the provider sent each once.
      expect(provider.requests).toBeGreaterThan(BOOKINGS);
    });
  });

  describe('e-mails: SMTP takes no key', () => {
    const setup = twoWorkers(
      () => startSmtpInbox({ holdReplies: true }),
      (inbox) => ({ SMTP_URL: inbox.url }),
    );

    it('sends no mail twice that the killed worker handed over before the server answered, and loses none', async () => {
      const inbox: SmtpInbox = setup.server;
      await bookAll(
        setup.testApp,
        Array.from({ length: BOOKINGS }, (_, i) => ({ email: `kill${i}@diner.example` })),
      );
      // The server has both workers' whole mails and answers none: the killed worker never hears that its were taken.
      await killOneWhileHeld(setup, () => inbox.held, inbox.release);

      const sent = await allSentOnce(setup.testApp);
      // A mail is recorded sent as it is handed over, and the server takes it a moment later.
      await until(
        async () => inbox.arrivals.length,
        (n) => n >= BOOKINGS,
      );
      const arrived = inbox.arrivals.map((arrival) => decodeURIComponent(/^<(.*)@covers>$/.exec(arrival.messageId)![1]));
      expect(arrived).toHaveLength(BOOKINGS);
      expect([...new Set(arrived)].sort()).toEqual(sent);
    });
  });
});
