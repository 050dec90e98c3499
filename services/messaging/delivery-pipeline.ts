import { Pool } from 'pg';
import { SubscriptionRunner, type EventStore } from '../eventstore';
import type { Channels } from './channels/channel';
import { deliveryRequests, prepareDeliveryQueue, startDeliveryWorker, type DeliveryWorkerOptions } from './delivery-queue';
import { databaseConnections, DeliveryWarmup } from './delivery-warmup';
import { MessageDelivery, type DeliveryOptions } from './message-delivery';
import { WorkerLiveness } from './worker-liveness';

/** How often a process looks for jobs left locked by a worker whose process died. */
const LIVENESS_SWEEP_MS = 2_000;
/** How often a process looks whether deliveries fall due soon, and how far ahead it opens the connections they need. */
const WARMUP_LOOK_MS = 2_000;
const WARMUP_AHEAD_SECONDS = 15;

export interface DeliveryPipelineOptions extends DeliveryOptions, DeliveryWorkerOptions {
  databaseUrl: string;
}

/** The subscription queueing messages and the workers sending them, running in this process until `stop`. */
export interface DeliveryPipeline {
  /** The subscription's last handled position (tests wait for it). */
  readonly subscription: SubscriptionRunner;
  stop(): Promise<void>;
}

export async function startDeliveryPipeline(
  store: EventStore,
  channels: Channels,
  options: DeliveryPipelineOptions,
): Promise<DeliveryPipeline> {
  const pool = new Pool({ connectionString: options.databaseUrl, max: options.concurrency + 3 });
  pool.on('error', (error) => options.log('error', error.message));
  pool.on('connect', (client) => client.on('error', (error) => options.log('error', error.message)));
  await prepareDeliveryQueue(pool, options.log);
  const subscription = new SubscriptionRunner(store, deliveryRequests(store), {
    onError: (error) => options.log('error', error instanceof Error ? error.message : String(error)),
  });
  await subscription.start();
  const delivery = new MessageDelivery(store, channels, options);
  // The embedded PostgreSQL runs one process with one shared session: no other process to outlive.
  const liveness = options.sharedSession
    ? null
    : await WorkerLiveness.start(pool, LIVENESS_SWEEP_MS, (line) => options.log('warning', line));
  const worker = await startDeliveryWorker(
    pool,
    (request, lastAttempt) => delivery.deliver(request, lastAttempt),
    options,
    liveness?.events,
  );
  // Each send in flight holds a database connection (its stream lock), and the next ones are composed meanwhile.
  const warmables = [...Object.values(channels.byChannel), databaseConnections(store.dataSource, options.concurrency)];
  const warmup = new DeliveryWarmup(pool, warmables, {
    everyMs: WARMUP_LOOK_MS,
    aheadSeconds: WARMUP_AHEAD_SECONDS,
    log: (line) => options.log('warning', line),
  }).start();
  return {
    subscription,
    async stop() {
      await warmup.stop();
      await worker.stop();
      await liveness?.stop();
      await subscription.stop();
      await pool.end();
    },
  };
}
