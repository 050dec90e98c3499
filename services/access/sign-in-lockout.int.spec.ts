import { randomUUID } from 'node:crypto';
import { SIGN_IN_LOCKOUT } from '@covers/shared';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { clearSignInFailures, takeSignInAttempt } from './sign-in-lockout';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase({ poolSize: 24 });
});
afterAll(() => db.close());

test('an attempt taken while another sign-in of the account succeeds is counted, never an error', async () => {
  const user = randomUUID();
  const now = new Date('2026-11-27T12:00:00Z');
  for (let round = 0; round < 200; round++) {
    const taken = await Promise.all([
      takeSignInAttempt(db.dataSource, user, now),
      clearSignInFailures(db.dataSource, user),
      takeSignInAttempt(db.dataSource, user, now),
      clearSignInFailures(db.dataSource, user),
    ]);
    expect([taken[0], taken[2]]).toEqual([true, true]);
  }
  // The attempts the clears did not forgive still count, and no more than were taken.
  const [row] = await db.dataSource.query(`SELECT failures FROM sign_in_failures WHERE user_id = $1`, [user]);
  expect(row?.failures ?? 0).toBeLessThan(SIGN_IN_LOCKOUT.maxFailures);
});
