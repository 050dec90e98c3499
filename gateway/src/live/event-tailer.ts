import { Inject, Injectable, Logger } from '@nestjs/common';
import { BATCHES_LEFT_OUT } from '@covers/services/database';
import { EventStore, LogFollower, type RecordedEvent } from '@covers/services/eventstore';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/config';
import { EventLogSignal } from './event-log-signal';

const BATCH_SIZE = 1000;
/** Catches other processes' writes when no signal comes; this process's own appends wake the tailer at once. */
const POLL_INTERVAL_MS = 250;

export type TailListener = (events: RecordedEvent[]) => void;

/**
 * The one follower of the event log in this process. It starts at the head and advances through
 * `readAll` (which never passes an in-flight position); `position` and the listeners' delivery change in
 * the same synchronous step, so whoever reads `position` knows exactly which events were delivered.
 */
@Injectable()
export class EventTailer {
  private readonly logger = new Logger('EventTailer');
  private current = -1;
  private readonly follower: LogFollower;
  private readonly listeners = new Set<TailListener>();
  private readonly hearers = new Set<{ types: ReadonlySet<string>; listener: TailListener }>();
  private readonly waiters: { position: number; resolve: () => void }[] = [];
  private readonly started: Promise<void>;
  private markStarted!: () => void;
  /** Other gateway processes' appends, told through the shared server (the embedded database has no others). */
  private readonly signal?: EventLogSignal;
  private stopHearing?: () => void;

  constructor(
    private readonly store: EventStore,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.started = new Promise((resolve) => (this.markStarted = resolve));
    this.follower = new LogFollower(store, () => this.step(), {
      pollIntervalMs: POLL_INTERVAL_MS,
      onError: (error) => this.logger.error(error instanceof Error ? error.stack : String(error)),
    });
    if (config.databaseUrl)
      this.signal = new EventLogSignal(
        config.databaseUrl,
        (events) => {
          this.hear(events);
          this.follower.poke();
        },
        (error) => this.logger.warn(`live signal: ${error instanceof Error ? error.message : String(error)}`),
        (event) => [...this.hearers].some(({ types }) => types.has(event.type)),
      );
  }

  /** Every event at or below this position has been handed to the listeners. */
  get position(): number {
    return this.current;
  }

  /** Resolves once the tailer knows where the head is. */
  ready(): Promise<void> {
    return this.started;
  }

  onEvents(listener: TailListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Events of these types as soon as they are committed, ahead of the log's order: this process's at its commit,
   * another's when its signal carries them. For what may show a change early; `onEvents` still delivers each, in order.
   */
  onHeard(types: ReadonlySet<string>, listener: TailListener): () => void {
    const hearer = { types, listener };
    this.hearers.add(hearer);
    return () => this.hearers.delete(hearer);
  }

  async start(): Promise<void> {
    if (this.follower.isRunning) return;
    this.current = await this.store.readHorizon();
    this.markStarted();
    this.follower.start();
    this.stopHearing = this.store.onAppended((events) => {
      // The other processes first: their screens then wait only for the notification, not for this process's too.
      this.signal?.announce(events);
      this.hear(events);
    });
    await this.signal?.start();
  }

  /** Resolves once the tailer has delivered everything up to `position`. */
  reach(position: number): Promise<void> {
    if (this.current >= position) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ position, resolve }));
  }

  async stop(): Promise<void> {
    this.stopHearing?.();
    await this.signal?.stop();
    await this.follower.stop();
  }

  private hear(events: RecordedEvent[]): void {
    for (const { types, listener } of this.hearers) {
      const heard = events.filter((event) => types.has(event.type));
      if (heard.length > 0) this.tell(listener, heard);
    }
  }

  private tell(listener: TailListener, events: RecordedEvent[]): void {
    try {
      listener(events);
    } catch (error) {
      this.logger.error(error instanceof Error ? error.stack : String(error));
    }
  }

  private async step(): Promise<boolean> {
    const { events, upTo } = await this.store.readAllBatch(this.current, { limit: BATCH_SIZE, batchesLeftOut: BATCHES_LEFT_OUT });
    this.current = upTo;
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      if (this.waiters[i].position <= upTo) this.waiters.splice(i, 1)[0].resolve();
    }
    if (events.length === 0) return false;
    for (const listener of this.listeners) this.tell(listener, events);
    return events.length === BATCH_SIZE;
  }
}
