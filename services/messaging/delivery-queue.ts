import { Logger, run, runMigrations, type Runner, type WorkerEvents } from 'graphile-worker';
import type { Pool } from 'pg';
import type { EntityManager } from 'typeorm';
import type { EventStore, RecordedEvent, Subscriber } from '../eventstore';
import { IMPORT_BATCHES, importedBookingIds } from '../reservations';
import { requestsFor, type MessageRequest } from './message-requests';
import { capacityAlertRequests } from './capacity-alerts';
import { marketingRequestsFor, type MarketingRequest } from './marketing/marketing-requests';
import { MESSAGE_EVENT_TYPES } from './messaging.events';
import { planTimedMessages } from './timed-delivery';
import type { TimedRequest } from './timed-messages';

/** What a delivery job carries: a booking's message (or a staff alert), or a marketing message to a diner. */
export type DeliveryRequest = MessageRequest | MarketingRequest;

/** graphile-worker's task that delivers one message. */
export const DELIVER_TASK = 'messaging_deliver';
/** Tries before a message is marked failed (graphile-worker backs off exponentially between them). */
export const DELIVERY_ATTEMPTS = 5;

/**
 * Queues the deliveries in the caller's transaction, so they commit with whatever asked for them. The job key is
 * the message's idempotency key: while a job for it waits or runs, another is not added.
 */
export async function enqueueDelivery(manager: EntityManager, requests: readonly DeliveryRequest[]): Promise<void> {
  if (requests.length === 0) return;
  await manager.query(
    `SELECT graphile_worker.add_job($1, r::json, max_attempts => $2, job_key => r->>'message_id', job_key_mode => 'unsafe_dedupe')
       FROM jsonb_array_elements($3::jsonb) AS r`,
    [DELIVER_TASK, DELIVERY_ATTEMPTS, JSON.stringify(requests)],
  );
}

/**
 * Timed messages wait in the queue until their lead time. The job key is the message's idempotency key, replaced
 * when the booking moves; a job already running is left to finish (the worker checks it is still due). All of a
 * batch's jobs go in one add_jobs call (add_job's 'replace' mode, set-based, with one wake-up of the workers
 * instead of one a job: an import schedules two reminders a booking).
 */
async function scheduleDelivery(manager: EntityManager, requests: readonly TimedRequest[]): Promise<void> {
  if (requests.length === 0) return;
  await manager.query(
    `SELECT count(*) FROM graphile_worker.add_jobs(ARRAY(
       SELECT ROW($1, r::json, NULL, (r->>'run_at')::timestamptz, $2, r->>'message_id', NULL, NULL)::graphile_worker.job_spec
         FROM jsonb_array_elements($3::jsonb) AS r))`,
    [DELIVER_TASK, DELIVERY_ATTEMPTS, JSON.stringify(requests)],
  );
}

/** Takes waiting timed messages off the queue (a cancelled booking's reminders). */
async function unscheduleDelivery(manager: EntityManager, messageIds: readonly string[]): Promise<void> {
  if (messageIds.length === 0) return;
  await manager.query(`SELECT graphile_worker.remove_job(key) FROM unnest($1::text[]) AS key`, [messageIds]);
}

/** Imports as read without their batch, given back their bookings' ids: all that the plans below read of them. */
async function withImportedIds(manager: EntityManager, events: RecordedEvent[]): Promise<RecordedEvent[]> {
  const imports = events.filter((event) => event.type === 'ReservationsImported').map((event) => event.position);
  const ids = await importedBookingIds(manager, imports);
  return events.map((event) => {
    const bookings = ids.get(event.position);
    if (!bookings) return event;
    return { ...event, data: { ...(event.data as object), reservations: bookings.map((reservation_id) => ({ reservation_id })) } };
  });
}

/**
 * The event store's subscription that turns reservation events into deliveries, each batch queued with its
 * checkpoint: the messages sent at once, the timed ones planned from the bookings as they are now, and the capacity
 * alerts of the services the events took over their alert level.
 */
export const deliveryRequests = (store: EventStore): Subscriber => ({
  name: 'messaging:deliveries',
  // The messages' own steps ask for nothing: a busy minute's thousands of sends would only make it read them.
  ignores: MESSAGE_EVENT_TYPES,
  batchesLeftOut: IMPORT_BATCHES,
  async handle(manager, read) {
    const events = await withImportedIds(manager, read);
    const now = new Date();
    const plan = await planTimedMessages(manager, events, now);
    const immediate = events
      .flatMap(requestsFor)
      .filter((request) => !(request.kind === 'confirmation' && plan.delayedConfirmation.has(request.rid)));
    const marketing = events.flatMap(marketingRequestsFor);
    await enqueueDelivery(manager, [...immediate, ...marketing, ...(await capacityAlertRequests(store, manager, events, now))]);
    await scheduleDelivery(manager, plan.schedule);
    await unscheduleDelivery(manager, plan.drop);
  },
});

/** How long a finished job waits for others to be marked complete with it. */
const COMPLETION_BATCH_MS = 20;

/** Where graphile-worker's warnings and errors go (a failed try, a lost connection). */
export type QueueLog = (level: 'warning' | 'error', message: string) => void;

export interface DeliveryWorkerOptions {
  concurrency: number;
  pollIntervalMs: number;
  log: QueueLog;
  /** The embedded PostgreSQL shares one session among its connections: named prepared statements would collide. */
  sharedSession: boolean;
}

const queueLogger = (log: QueueLog) =>
  new Logger(() => (level, message) => {
    if (level === 'error' || level === 'warning') log(level, message);
  });

/** graphile-worker's own schema; run before the subscription queues anything. */
export const prepareDeliveryQueue = (pgPool: Pool, log: QueueLog) => runMigrations({ pgPool, logger: queueLogger(log) });

/** A worker pool running deliveries: `deliver` gets the request and whether this is its last try. */
export function startDeliveryWorker(
  pgPool: Pool,
  deliver: (request: DeliveryRequest, lastAttempt: boolean) => Promise<void>,
  options: DeliveryWorkerOptions,
  events?: WorkerEvents,
): Promise<Runner> {
  return run({
    pgPool,
    concurrency: options.concurrency,
    pollInterval: options.pollIntervalMs,
    noHandleSignals: true,
    noPreparedStatements: options.sharedSession,
    logger: queueLogger(options.log),
    events,
    preset: {
      worker: {
        // Jobs are fetched (and locked) a worker pool's fill at a time, and completed in batches, instead of one
        // round trip each. A completion lost with a killed process only reruns a job whose message is already sent.
        localQueue: { size: options.concurrency },
        completeJobBatchDelay: COMPLETION_BATCH_MS,
      },
    },
    taskList: {
      [DELIVER_TASK]: (payload, helpers) => deliver(payload as DeliveryRequest, helpers.job.attempts >= helpers.job.max_attempts),
    },
  });
}
