import { createActor, fromPromise, waitFor } from 'xstate';
import type { RefreshResult as Tokens } from '@covers/shared';
import { authMachine, refreshDelayMs } from './auth.machine';
import { SessionEndedError, type StoredTokens, type TokenWaiter } from './auth.types';

const NOW = Date.UTC(2026, 0, 1, 12);
const stored = (over: Partial<StoredTokens> = {}): StoredTokens => ({
  access_token: 'old-access',
  refresh_token: 'refresh-1',
  access_token_expire_time: NOW / 1000 + 900,
  received_at: NOW,
  ...over,
});
const fresh: Tokens = { access_token: 'new-access', refresh_token: 'refresh-2', access_token_expire_time: NOW / 1000 + 1800 };

function start(tokens: StoredTokens | null, refresh: (input: { refreshToken: string }) => Promise<Tokens>) {
  const calls = { refresh: [] as string[], cleared: 0, signIn: 0, persisted: [] as string[] };
  const machine = authMachine.provide({
    actors: {
      refreshTokens: fromPromise(({ input }: { input: { refreshToken: string } }) => {
        calls.refresh.push(input.refreshToken);
        return refresh(input);
      }),
    },
    actions: {
      clearSession: () => void calls.cleared++,
      goToSignIn: () => void calls.signIn++,
      persistTokens: ({ context }) => void calls.persisted.push(context.tokens!.access_token),
    },
  });
  const actor = createActor(machine, { input: { tokens } }).start();
  return { actor, calls };
}

function failedCall() {
  let waiter!: TokenWaiter;
  const replay = new Promise<string>((resolve, reject) => (waiter = { resolve, reject }));
  return { waiter, replay };
}

describe('auth machine', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('starts signed out without tokens and signed in with them', () => {
    expect(start(null, async () => fresh).actor.getSnapshot().value).toBe('SignedOut');
    expect(start(stored(), async () => fresh).actor.getSnapshot().value).toEqual({ SignedIn: 'Active' });
  });

  it('refreshes once when many calls fail together, then replays every one with the new token', async () => {
    let finish!: (tokens: Tokens) => void;
    const { actor, calls } = start(stored(), () => new Promise((resolve) => (finish = resolve)));
    const failed = [failedCall(), failedCall(), failedCall()];
    for (const { waiter } of failed) actor.send({ type: 'TOKEN.REJECTED', waiter });
    expect(actor.getSnapshot().hasTag('state:refreshing')).toBe(true);
    finish(fresh);
    await expect(Promise.all(failed.map((call) => call.replay))).resolves.toEqual(['new-access', 'new-access', 'new-access']);
    expect(calls.refresh).toEqual(['refresh-1']);
    expect(calls.persisted).toEqual(['new-access']);
    expect(actor.getSnapshot().context).toMatchObject({ tokens: { refresh_token: 'refresh-2' }, waiters: [] });
    expect(actor.getSnapshot().value).toEqual({ SignedIn: 'Active' });
  });

  it('on a failed refresh rejects the waiting calls, clears the session and goes to /signIn', async () => {
    const { actor, calls } = start(stored(), async () => {
      throw new Error('-500001');
    });
    const call = failedCall();
    actor.send({ type: 'TOKEN.REJECTED', waiter: call.waiter });
    await expect(call.replay).rejects.toBeInstanceOf(SessionEndedError);
    await waitFor(actor, (snapshot) => snapshot.matches('SignedOut'));
    expect(calls).toMatchObject({ cleared: 1, signIn: 1 });
    expect(actor.getSnapshot().context.tokens).toBeNull();
  });

  it('without a refresh token goes straight to /signIn', async () => {
    const { actor, calls } = start(stored({ refresh_token: '' }), async () => fresh);
    const call = failedCall();
    actor.send({ type: 'TOKEN.REJECTED', waiter: call.waiter });
    await expect(call.replay).rejects.toBeInstanceOf(SessionEndedError);
    expect(actor.getSnapshot().value).toBe('SignedOut');
    expect(calls).toMatchObject({ refresh: [], cleared: 1, signIn: 1 });
  });

  it('refreshes on its own before access_token_expire_time', async () => {
    const { actor, calls } = start(stored(), async () => fresh);
    jest.advanceTimersByTime(900_000 - 60_000 - 1);
    expect(calls.refresh).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(calls.refresh).toEqual(['refresh-1']);
    await waitFor(actor, (snapshot) => snapshot.context.tokens?.access_token === 'new-access');
  });

  it('a call rejected while signed out fails at once', async () => {
    const { actor } = start(null, async () => fresh);
    const call = failedCall();
    actor.send({ type: 'TOKEN.REJECTED', waiter: call.waiter });
    await expect(call.replay).rejects.toBeInstanceOf(SessionEndedError);
  });

  it('sizes the early margin to short-lived tokens', () => {
    expect(refreshDelayMs(stored({ access_token_expire_time: NOW / 1000 + 10 }), NOW)).toBe(8_000);
    expect(refreshDelayMs(stored({ access_token_expire_time: NOW / 1000 - 10 }), NOW)).toBe(0);
  });
});
