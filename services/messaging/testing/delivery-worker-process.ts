import { CONTEXTS, openDatabase } from '../../database';
import { EventStore } from '../../eventstore';
import { openChannels } from '../channels/open-channels';
import { startDeliveryPipeline } from '../delivery-pipeline';

/**
 * One delivery process, as a gateway runs it (the subscription and its workers), alone: tests and the messaging
 * benchmark start two and kill one. Configured by environment; prints `ready` once it takes jobs, `stopped` on SIGTERM.
 */
async function main(): Promise<void> {
  const env = process.env;
  const concurrency = Number(env.MESSAGING_CONCURRENCY ?? 8);
  // Each send holds a connection for its stream lock; a few more compose the next ones.
  const dataSource = await openDatabase(env.DATABASE_URL!, { poolSize: concurrency + 2, migrate: false });
  const store = new EventStore(
    dataSource,
    CONTEXTS.flatMap((context) => context.projections),
  );
  const channels = openChannels({
    smtpUrl: env.SMTP_URL,
    mailFrom: 'Covers <no-reply@covers.local>',
    twilio: env.TWILIO_API_URL
      ? {
          accountSid: env.TWILIO_ACCOUNT_SID!,
          authToken: env.TWILIO_AUTH_TOKEN!,
          from: env.TWILIO_FROM!,
          verifyFrom: env.TWILIO_FROM!,
          apiUrl: env.TWILIO_API_URL,
          ringSeconds: 30,
        }
      : undefined,
    log: () => undefined,
  });
  const pipeline = await startDeliveryPipeline(store, channels, {
    databaseUrl: env.DATABASE_URL!,
    publicUrl: env.PUBLIC_URL ?? 'http://127.0.0.1:9',
    linkSecret: env.MESSAGING_SECRET ?? 'delivery-worker-process',
    concurrency,
    pollIntervalMs: Number(env.MESSAGING_POLL_MS ?? 100),
    sharedSession: false,
    clock: () => new Date(),
    log: (level, message) => console.error(`${level}: ${message}`),
  });
  console.log('ready');
  process.once('SIGTERM', () => {
    void pipeline
      .stop()
      .then(() => channels.close())
      .then(() => dataSource.destroy())
      .then(() => {
        console.log('stopped');
        process.exit(0);
      });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
