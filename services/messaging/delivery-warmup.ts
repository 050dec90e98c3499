import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/** Something a delivery needs that is slow to open when it is first wanted: a channel's connections, the database's. */
export interface Warmable {
  warm?(): Promise<void>;
}

export interface DeliveryWarmupOptions {
  /** How often to look at the queue. */
  everyMs: number;
  /** How far ahead of a delivery's due time its connections are opened. */
  aheadSeconds: number;
  log: (message: string) => void;
}

/**
 * Opens the connections deliveries need shortly before they fall due: a minute's reminders then find their SMTP
 * connections greeted and ready, instead of each waiting for a new one (a server's greeting can take a second or more)
 * while holding its worker and its transaction, and the database connections their sends hold already open. The queue
 * is read as graphile-worker takes its jobs: the next available one in (priority, run_at) order, one index entry.
 */
export class DeliveryWarmup {
  private timer?: NodeJS.Timeout;
  private looking: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly pool: Pool,
    private readonly warmables: readonly Warmable[],
    private readonly options: DeliveryWarmupOptions,
  ) {}

  start(): this {
    this.timer = setInterval(() => {
      this.looking = this.looking.then(() => this.warmIfDueSoon());
    }, this.options.everyMs);
    return this;
  }

  /** Opens the connections (in the background) when a delivery falls due within the look-ahead, or is due and waiting. */
  async warmIfDueSoon(): Promise<boolean> {
    try {
      const { rows } = await this.pool.query<{ soon: boolean }>(
        `SELECT run_at <= now() + make_interval(secs => $1) AS soon
           FROM graphile_worker._private_jobs WHERE is_available ORDER BY priority, run_at LIMIT 1`,
        [this.options.aheadSeconds],
      );
      if (!rows[0]?.soon) return false;
      for (const warmable of this.warmables) void warmable.warm?.().catch((error: unknown) => this.options.log(String(error)));
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

/**
 * A database pool's connections, `count` of them opened (or kept from closing idle) by as many statements at once: at
 * the start of a busy minute each send holds one for its transaction.
 */
export const databaseConnections = (dataSource: DataSource, count: number): Warmable => ({
  warm: async () => {
    await Promise.all(Array.from({ length: count }, () => dataSource.query('SELECT 1')));
  },
});
