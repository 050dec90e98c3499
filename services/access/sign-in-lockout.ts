import { DomainError, SIGN_IN_LOCKOUT } from '@covers/shared';
import { setTimeout as delay } from 'node:timers/promises';
import type { DataSource } from 'typeorm';

interface FailureRow {
  failures: number;
  locked_until: Date | null;
  last_attempt_at: Date;
  in_flight: number;
}

/** How long an attempt waits on a lock that attempts still being checked set, and how often it looks again. */
const UNSETTLED_WAIT_MS = 10_000;
const UNSETTLED_POLL_MS = 50;
/** Attempts in flight this long ago were lost with their process: they no longer hold others back. */
const IN_FLIGHT_LOST_MS = 60_000;

type Take = 'open' | 'locked' | 'unsettled';

/**
 * Takes one attempt of the account before its password is checked, counting it as failed until `clearSignInFailures`
 * (right) or `releaseSignInAttempt` (wrong) settles it: attempts in flight at once (or in other gateway processes) are
 * all counted, because the count lives in PostgreSQL and is taken under the row's lock, so no more than the limit of
 * guesses is ever checked. Answers false while the account is locked. A lock that attempts still in flight set is not
 * final: the attempt waits for them, and goes ahead if one of them was right (several tablets signing in to one
 * account at once all get in).
 */
export async function takeSignInAttempt(dataSource: DataSource, userId: string, now: Date): Promise<boolean> {
  const deadline = Date.now() + UNSETTLED_WAIT_MS;
  for (;;) {
    const taken = await take(dataSource, userId, now);
    if (taken !== 'unsettled') return taken === 'open';
    if (Date.now() >= deadline) return false;
    await delay(UNSETTLED_POLL_MS);
  }
}

function take(dataSource: DataSource, userId: string, now: Date): Promise<Take> {
  return dataSource.transaction(async (manager) => {
    // One statement creates or locks the row and returns it: a success deleting the row between an insert and a
    // read would leave nothing to read.
    const [row]: FailureRow[] = await manager.query(
      `INSERT INTO sign_in_failures AS f (user_id, failures, last_attempt_at) VALUES ($1, 0, $2)
       ON CONFLICT (user_id) DO UPDATE SET user_id = f.user_id
       RETURNING failures, locked_until, last_attempt_at, in_flight`,
      [userId, now],
    );
    const sinceLast = now.getTime() - new Date(row.last_attempt_at).getTime();
    const inFlight = sinceLast > IN_FLIGHT_LOST_MS ? 0 : row.in_flight;
    if (row.locked_until && new Date(row.locked_until) > now) return inFlight > 0 ? 'unsettled' : 'locked';
    const lockoutMs = SIGN_IN_LOCKOUT.minutes * 60_000;
    // Failures older than a lockout period, and a lockout that has run out, no longer count.
    const stale = row.locked_until !== null || sinceLast > lockoutMs;
    const failures = (stale ? 0 : row.failures) + 1;
    const lockedUntil = failures >= SIGN_IN_LOCKOUT.maxFailures ? new Date(now.getTime() + lockoutMs) : null;
    await manager.query(
      `UPDATE sign_in_failures SET failures = $2, locked_until = $3, last_attempt_at = $4, in_flight = $5 WHERE user_id = $1`,
      [userId, failures, lockedUntil, now, (stale ? 0 : inFlight) + 1],
    );
    return 'open';
  });
}

/** The password was right: the account's failures are forgiven (and a lock its own attempt set is lifted). */
export async function clearSignInFailures(dataSource: DataSource, userId: string): Promise<void> {
  await dataSource.query(`DELETE FROM sign_in_failures WHERE user_id = $1`, [userId]);
}

/** The password was wrong: the attempt stays counted and is no longer in flight. */
export async function releaseSignInAttempt(dataSource: DataSource, userId: string): Promise<void> {
  await dataSource.query(`UPDATE sign_in_failures SET in_flight = greatest(in_flight - 1, 0) WHERE user_id = $1`, [userId]);
}

export const signInLocked = () => new DomainError('SIGN_IN_LOCKED', {}, { retry_after_minutes: SIGN_IN_LOCKOUT.minutes });
