import { randomUUID } from 'node:crypto';
import { SIGN_IN_LOCKOUT } from '@covers/shared';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { clearSignInFailures, releaseSignInAttempt, takeSignInAttempt } from './sign-in-lockout';

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

test('an attempt past the limit waits for those in flight: let in when one was right, refused when all were wrong', async () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const inFlight = async (user: string) => {
    for (let i = 0; i < SIGN_IN_LOCKOUT.maxFailures; i++) expect(await takeSignInAttempt(db.dataSource, user, now)).toBe(true);
  };

  const sharedTablets = randomUUID();
  await inFlight(sharedTablets);
  const next = takeSignInAttempt(db.dataSource, sharedTablets, now);
  await clearSignInFailures(db.dataSource, sharedTablets);
  expect(await next).toBe(true);

  const guessed = randomUUID();
  await inFlight(guessed);
  const guess = takeSignInAttempt(db.dataSource, guessed, now);
  for (let i = 0; i < SIGN_IN_LOCKOUT.maxFailures; i++) await releaseSignInAttempt(db.dataSource, guessed);
  expect(await guess).toBe(false);
  // Settled wrong, the lock is final: the next attempt is refused at once.
  expect(await takeSignInAttempt(db.dataSource, guessed, now)).toBe(false);
});
