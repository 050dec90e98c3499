import type { RecordedEvent } from './event.types';
import type { EventStore } from './event-store';

export interface LogFollowerOptions {
  /** How often to look for events written by other processes (this process's appends wake it at once). */
  pollIntervalMs: number;
  /** Which of this process's appends wake it (all by default). */
  wakesOn?: (events: RecordedEvent[]) => boolean;
  onError?: (error: unknown) => void;
}

/**
 * The loop behind every follower of the log: run `step` again at once while it reports more work or an
 * append happened meanwhile, otherwise after the poll interval or at the next append in this process.
 */
export class LogFollower {
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  private pendingWake = false;
  private unsubscribe?: () => void;

  constructor(
    private readonly store: EventStore,
    /** Resolves true when a full batch was handled (more may be waiting). */
    private readonly step: () => Promise<boolean>,
    private readonly options: LogFollowerOptions,
  ) {}

  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.store.onAppended((events) => {
      if (this.options.wakesOn?.(events) ?? true) this.poke();
    });
    this.loop = this.run();
  }

  /** Lets the step in hand finish, then stops. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.unsubscribe?.();
    this.poke();
    await this.loop;
  }

  /** Runs the step again as soon as the one in hand (if any) ends: an append here, or word of one elsewhere. */
  poke(): void {
    this.pendingWake = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.pendingWake = false;
      let more = false;
      try {
        more = await this.step();
      } catch (error) {
        if (this.running) this.options.onError?.(error);
      }
      if (!more && this.running && !this.pendingWake) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, this.options.pollIntervalMs);
      this.wake = done;
    });
  }
}
