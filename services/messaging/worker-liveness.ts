import { EventEmitter } from 'node:events';
import type { WorkerEvents } from 'graphile-worker';
import type { Pool, PoolClient } from 'pg';

const poolLockKey = (poolId: string) => `graphile-worker:${poolId}`;
/** A job locked more recently than this may belong to a worker pool still taking its lock. */
const GRACE_SECONDS = 5;

/**
 * graphile-worker frees a dead worker's jobs only after four hours. Here each process holds a session advisory lock
 * for its worker pool (the `locked_by` of the jobs it runs) on a connection of its own: when the process dies
 * (kill -9, a lost host) PostgreSQL drops the lock with the session. A sweep then finds jobs locked by a pool whose
 * lock it can take, and unlocks them for a live worker to retry (the message's idempotency key keeps that retry from
 * sending it twice).
 */
export class WorkerLiveness {
  /** Hand to graphile-worker's `run` as `events`: it announces the pool it creates. */
  readonly events: WorkerEvents = new EventEmitter() as WorkerEvents;
  private readonly own = new Set<string>();
  private timer?: NodeJS.Timeout;
  /** The session's queries, one at a time. */
  private queue: Promise<void> = Promise.resolve();

  private constructor(
    private readonly session: PoolClient,
    private readonly log: (message: string) => void,
  ) {
    this.events.on('pool:create', ({ workerPool }) => {
      this.own.add(workerPool.id);
      this.enqueue(() => this.session.query(`SELECT pg_advisory_lock(hashtextextended($1, 0))`, [poolLockKey(workerPool.id)]));
    });
  }

  static async start(pool: Pool, sweepMs: number, log: (message: string) => void): Promise<WorkerLiveness> {
    const liveness = new WorkerLiveness(await pool.connect(), log);
    liveness.timer = setInterval(() => liveness.enqueue(() => liveness.sweep()), sweepMs);
    return liveness;
  }

  private enqueue(work: () => Promise<unknown>): void {
    this.queue = this.queue.then(work).then(
      () => undefined,
      (error: Error) => this.log(error.message),
    );
  }

  /** Unlocks the jobs of worker pools no live process holds. */
  private async sweep(): Promise<void> {
    const { rows } = await this.session.query<{ locked_by: string }>(
      `SELECT DISTINCT locked_by FROM graphile_worker.jobs
        WHERE locked_by IS NOT NULL AND locked_at < now() - make_interval(secs => $1)`,
      [GRACE_SECONDS],
    );
    for (const { locked_by: poolId } of rows) {
      if (this.own.has(poolId)) continue;
      const key = poolLockKey(poolId);
      const { rows: taken } = await this.session.query<{ gone: boolean }>(`SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS gone`, [
        key,
      ]);
      if (!taken[0].gone) continue;
      await this.session.query(`SELECT graphile_worker.force_unlock_workers(ARRAY[$1])`, [poolId]);
      await this.session.query(`SELECT pg_advisory_unlock(hashtextextended($1, 0))`, [key]);
      this.log(`unlocked the jobs of worker pool ${poolId}, whose process is gone`);
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.queue;
    this.session.release();
  }
}
