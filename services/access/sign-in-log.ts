import type { EntityManager } from 'typeorm';
import type { EventStore } from '../eventstore';
import type { SignInEvent } from './access.events';
import { signInStreamId } from './access.streams';
import { outletsOfUser, type UserRecord } from './access.queries';

/** The outlet a sign-in was to: the one asked for if the user holds it, else their only outlet; null when not known. */
async function outletOf(store: EventStore, user: UserRecord, asked: number | undefined): Promise<number | null> {
  const outlets = await outletsOfUser(store.dataSource.manager, user.userId);
  if (asked !== undefined && outlets.some((o) => o.rid === asked)) return asked;
  return outlets.length === 1 ? outlets[0].rid : null;
}

/**
 * Records a sign-in or a refused one (the activity log shows them); any stream version: sign-ins never conflict.
 * `within` writes what the sign-in opens (its session) in the same transaction: a sign-in logged is one that happened.
 */
export async function recordSignIn(
  store: EventStore,
  user: UserRecord,
  outcome: { via: 'password' | 'code' } | { reason: 'wrong_password' | 'locked' },
  asked: number | undefined,
  now: Date,
  within?: (manager: EntityManager) => Promise<void>,
): Promise<void> {
  const rid = await outletOf(store, user, asked);
  const base = { userId: user.userId, username: user.username, groupUid: user.groupUid, rid };
  const event: SignInEvent =
    'via' in outcome
      ? { type: 'UserSignedIn', data: { ...base, via: outcome.via } }
      : { type: 'UserSignInFailed', data: { ...base, reason: outcome.reason } };
  await store.append(
    signInStreamId(user.userId, rid),
    'any',
    [event],
    { rid: null, metadata: { actor: user.userId, now: now.toISOString() } },
    within,
  );
}
