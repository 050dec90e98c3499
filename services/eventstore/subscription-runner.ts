import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from './event.types';
import type { BatchesLeftOut, EventStore } from './event-store';
import { LogFollower } from './log-follower';
import type { Projection } from './projection';

/** An async consumer of every event, in position order, each batch committed with its checkpoint. */
export interface Subscriber {
  /** Names its row in `subscription_checkpoints`. */
  name: string;
  /** Runs in the transaction that advances the checkpoint: both commit or neither does. */
  handle(manager: EntityManager, events: RecordedEvent[]): Promise<void>;
  /** Event types it never needs (often the ones it causes): not read, and their appends in this process do not wake it. */
  ignores?: readonly string[];
  /** The only event types it needs, when it names them: no other is read, nor wakes it. */
  types?: readonly string[];
  /** Batch events it reads without their batch (`readAllBatch`'s `batchesLeftOut`). */
  batchesLeftOut?: BatchesLeftOut;
}

export interface SubscriptionRunnerOptions {
  batchSize?: number;
  /** How often to look for events written by other processes (this process's appends wake it at once). */
  pollIntervalMs?: number;
  /** Not woken by this process's appends, only by the poll: for work a read catches up itself (`catchUp`) when it needs it. */
  pollOnly?: boolean;
  onError?: (error: unknown) => void;
}

/** An async projection: the same Projection contract as inline ones, fed by a subscription. */
export function projectionSubscriber(projection: Projection): Subscriber {
  return {
    name: `projection:${projection.name}`,
    async handle(manager, events) {
      for (const event of events) if (projection.handles.includes(event.type)) await projection.apply(manager, event);
    },
  };
}

/**
 * Follows `readAll` from the subscriber's checkpoint. Each batch is handled and the checkpoint advanced in
 * one transaction; the checkpoint row is locked and compared first, so two runners of the same subscriber
 * (two processes) never apply a batch twice. readAll's horizon means an event committing late with a
 * lower position is waited for, never stepped over.
 */
export class SubscriptionRunner {
  private checkpoint = 0;
  /** Whether the checkpoint was read (by `start` or a first `catchUp`). */
  private opened = false;
  private readonly follower: LogFollower;
  private readonly progress = new Set<() => void>();
  /** The step under way: the follower's and `catchUp`'s take turns. */
  private stepping: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: EventStore,
    private readonly subscriber: Subscriber,
    private readonly options: SubscriptionRunnerOptions = {},
  ) {
    const ignored = new Set(subscriber.ignores);
    const needed = subscriber.types && new Set(subscriber.types);
    this.follower = new LogFollower(store, () => this.inTurn(() => this.step()), {
      pollIntervalMs: options.pollIntervalMs ?? 500,
      wakesOn: (events) => !options.pollOnly && events.some((event) => !ignored.has(event.type) && (!needed || needed.has(event.type))),
      onError: options.onError,
    });
  }

  /** The last position handled and committed. */
  get position(): number {
    return this.checkpoint;
  }

  async start(): Promise<void> {
    await this.open();
    this.follower.start();
  }

  /**
   * Handles everything committed so far before it resolves, whether or not the runner was started: a read that needs
   * the subscriber's tables current (read your writes) calls it first.
   */
  async catchUp(): Promise<void> {
    if (!this.opened) await this.open();
    while (await this.inTurn(() => this.step()));
  }

  private async open(): Promise<void> {
    await this.store.dataSource.query(
      `INSERT INTO subscription_checkpoints (name, position) VALUES ($1, 0) ON CONFLICT (name) DO NOTHING`,
      [this.subscriber.name],
    );
    this.checkpoint = await this.readCheckpoint(this.store.dataSource.manager);
    this.opened = true;
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.stepping.then(work);
    this.stepping = turn.catch(() => undefined);
    return turn;
  }

  /** Finishes the batch in hand, then stops. */
  async stop(): Promise<void> {
    await this.follower.stop();
    this.notifyProgress();
  }

  /** Resolves once everything up to `position` is handled (tests, shutdown, read-your-writes). */
  async waitFor(position: number): Promise<void> {
    while (this.checkpoint < position) {
      if (!this.follower.isRunning) throw new Error(`Subscription ${this.subscriber.name} stopped at ${this.checkpoint}`);
      await new Promise<void>((resolve) => this.progress.add(resolve));
    }
  }

  private async step(): Promise<boolean> {
    const batchSize = this.options.batchSize ?? 500;
    try {
      const { events, upTo } = await this.store.readAllBatch(this.checkpoint, {
        limit: batchSize,
        skipTypes: this.subscriber.ignores,
        types: this.subscriber.types,
        batchesLeftOut: this.subscriber.batchesLeftOut,
      });
      if (upTo > this.checkpoint) await this.applyBatch(events, upTo);
      return events.length === batchSize;
    } finally {
      this.notifyProgress();
    }
  }

  private async applyBatch(events: RecordedEvent[], upTo: number): Promise<void> {
    this.checkpoint = await this.store.dataSource.transaction(async (manager) => {
      const stored = await this.readCheckpoint(manager, true);
      // Another runner of this subscriber got there first: carry on from where it is.
      if (stored !== this.checkpoint) return stored;
      if (events.length > 0) await this.subscriber.handle(manager, events);
      await manager.query(`UPDATE subscription_checkpoints SET position = $2, updated_at = now() WHERE name = $1`, [
        this.subscriber.name,
        upTo,
      ]);
      return upTo;
    });
  }

  private async readCheckpoint(manager: EntityManager, lock = false): Promise<number> {
    const rows: { position: string }[] = await manager.query(
      `SELECT position FROM subscription_checkpoints WHERE name = $1${lock ? ' FOR UPDATE' : ''}`,
      [this.subscriber.name],
    );
    return Number(rows[0].position);
  }

  private notifyProgress(): void {
    for (const resolve of this.progress) resolve();
    this.progress.clear();
  }
}
