import type { Pool } from 'pg';
import type { Channels } from './channels/channel';

export interface ChannelWarmupOptions {
  /** How often to look at the queue. */
  everyMs: number;
  /** How far ahead of a delivery's due time its channels' connections are opened. */
  aheadSeconds: number;
  log: (message: string) => void;
}

/**
 * Opens the channels' connections shortly before deliveries fall due: a minute's reminders then find their SMTP
 * connections greeted and ready, instead of each waiting for a new one (a server's greeting can take a second or more)
 * while holding its worker and its transaction. The queue is read as graphile-worker takes its jobs: the next available
 * one in (priority, run_at) order, one index entry.
 */
export class ChannelWarmup {
  private timer?: NodeJS.Timeout;
  private looking: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly pool: Pool,
    private readonly channels: Channels,
    private readonly options: ChannelWarmupOptions,
  ) {}

  start(): this {
    this.timer = setInterval(() => {
      this.looking = this.looking.then(() => this.warmIfDueSoon());
    }, this.options.everyMs);
    return this;
  }

  /** Opens the channels' connections (in the background) when a delivery falls due within the look-ahead, or is due and waiting. */
  async warmIfDueSoon(): Promise<boolean> {
    try {
      const { rows } = await this.pool.query<{ soon: boolean }>(
        `SELECT run_at <= now() + make_interval(secs => $1) AS soon
           FROM graphile_worker._private_jobs WHERE is_available ORDER BY priority, run_at LIMIT 1`,
        [this.options.aheadSeconds],
      );
      if (!rows[0]?.soon) return false;
      for (const channel of Object.values(this.channels.byChannel)) void channel.warm?.();
      return true;
    } catch (error) {
      this.options.log(error instanceof Error ? error.message : String(error));
      return false;
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.looking;
  }
}
