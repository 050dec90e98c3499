import { Pool } from 'pg';
import { SubscriptionRunner, type EventStore } from '../eventstore';
import type { Channels } from './channels/channel';
import { deliveryRequests, prepareDeliveryQueue, startDeliveryWorker, type DeliveryWorkerOptions } from './delivery-queue';
import { MessageDelivery, type DeliveryOptions } from './message-delivery';

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
  const pool = new Pool({ connectionString: options.databaseUrl, max: options.concurrency + 2 });
  pool.on('error', (error) => options.log('error', error.message));
  pool.on('connect', (client) => client.on('error', (error) => options.log('error', error.message)));
  await prepareDeliveryQueue(pool, options.log);
  const subscription = new SubscriptionRunner(store, deliveryRequests, {
    onError: (error) => options.log('error', error instanceof Error ? error.message : String(error)),
  });
  await subscription.start();
  const delivery = new MessageDelivery(store, channels, options);
  const worker = await startDeliveryWorker(pool, (request, lastAttempt) => delivery.deliver(request, lastAttempt), options);
  return {
    subscription,
    async stop() {
      await worker.stop();
      await subscription.stop();
      await pool.end();
    },
  };
}
