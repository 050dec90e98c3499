import { DomainError, SIGN_IN_LOCKOUT } from '@covers/shared';
import type { DataSource } from 'typeorm';

interface FailureRow {
  failures: number;
  locked_until: Date | null;
  last_attempt_at: Date;
}

/**
 * Takes one attempt of the account before its password is checked, counting it as failed until
 * `clearFailures` says otherwise: attempts in flight at once (or in other gateway processes) are all counted,
 * because the count lives in PostgreSQL and is taken under the row's lock. Answers false while the account is
 * locked; the attempt that reaches the limit locks it for the lockout period.
 */
export async function takeSignInAttempt(dataSource: DataSource, userId: string, now: Date): Promise<boolean> {
  return dataSource.transaction(async (manager) => {
    // One statement creates or locks the row and returns it: a success deleting the row between an insert and a
    // read would leave nothing to read.
    const [row]: FailureRow[] = await manager.query(
      `INSERT INTO sign_in_failures AS f (user_id, failures, last_attempt_at) VALUES ($1, 0, $2)
       ON CONFLICT (user_id) DO UPDATE SET user_id = f.user_id
       RETURNING failures, locked_until, last_attempt_at`,
      [userId, now],
    );
    if (row.locked_until && new Date(row.locked_until) > now) return false;
    const lockoutMs = SIGN_IN_LOCKOUT.minutes * 60_000;
    // Failures older than a lockout period, and a lockout that has run out, no longer count.
    const stale = row.locked_until !== null || now.getTime() - new Date(row.last_attempt_at).getTime() > lockoutMs;
    const failures = (stale ? 0 : row.failures) + 1;
    const lockedUntil = failures >= SIGN_IN_LOCKOUT.maxFailures ? new Date(now.getTime() + lockoutMs) : null;
    await manager.query(`UPDATE sign_in_failures SET failures = $2, locked_until = $3, last_attempt_at = $4 WHERE user_id = $1`, [
      userId,
      failures,
      lockedUntil,
      now,
    ]);
    return true;
  });
}

/** The password was right: the account's failures are forgiven (and a lock its own attempt set is lifted). */
export async function clearSignInFailures(dataSource: DataSource, userId: string): Promise<void> {
  await dataSource.query(`DELETE FROM sign_in_failures WHERE user_id = $1`, [userId]);
}

export const signInLocked = () => new DomainError('SIGN_IN_LOCKED', {}, { retry_after_minutes: SIGN_IN_LOCKOUT.minutes });
