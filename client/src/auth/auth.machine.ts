import { assign, fromPromise, setup } from 'xstate';
import type { RefreshResult as Tokens } from '@covers/shared';
import { SessionEndedError, type AuthContext, type AuthEvent, type AuthInput, type StoredTokens } from './auth.types';
import { now as clockNow } from '../session/clock';

/** Refresh this long before access_token_expire_time, or a fifth of the token's life when that is shorter. */
export const EARLY_REFRESH_MS = 60_000;

export function refreshDelayMs(tokens: StoredTokens | null, now: number): number {
  if (!tokens) return 0;
  const expiresAt = tokens.access_token_expire_time * 1000;
  const margin = Math.min(EARLY_REFRESH_MS, Math.max(0, expiresAt - tokens.received_at) / 5);
  return Math.max(0, expiresAt - margin - now);
}

/**
 * The sign-in and token-refresh flow of spec §4/§8. One refresh runs at a time: calls that fail with
 * 43165 or -500001 while it runs wait in `waiters` and are replayed with the new token; a failed refresh
 * (or none possible) rejects them, clears the session and goes to /signIn.
 */
const endSession = ['failWaiters', 'forgetSession', 'clearSession', 'goToSignIn'] as const;
/** Without a refresh token there is nothing to refresh with: the session ends (spec §8). */
const startRefresh = [
  { guard: 'hasRefreshToken', target: 'Refreshing' },
  { target: '#auth.SignedOut', actions: endSession },
] as const;

export const authMachine = setup({
  types: { context: {} as AuthContext, events: {} as AuthEvent, input: {} as AuthInput },
  actors: {
    refreshTokens: fromPromise<Tokens, { refreshToken: string }>(async () => {
      throw new Error('refreshTokens is provided by the app');
    }),
  },
  actions: {
    storeTokens: assign({ tokens: (_, tokens: Tokens) => ({ ...tokens, received_at: clockNow() }) }),
    persistTokens: () => {},
    clearSession: () => {},
    goToSignIn: () => {},
    queueWaiter: assign({
      waiters: ({ context, event }) => (event.type === 'TOKEN.REJECTED' ? [...context.waiters, event.waiter] : context.waiters),
    }),
    rejectIncoming: ({ event }) => {
      if (event.type === 'TOKEN.REJECTED') event.waiter.reject(new SessionEndedError());
    },
    replayWaiters: ({ context }) => {
      for (const waiter of context.waiters) waiter.resolve(context.tokens!.access_token);
    },
    failWaiters: ({ context }) => {
      for (const waiter of context.waiters) waiter.reject(new SessionEndedError());
    },
    forgetSession: assign({ tokens: null, waiters: [] }),
  },
  guards: {
    hasTokens: ({ context }) => context.tokens !== null,
    hasRefreshToken: ({ context }) => Boolean(context.tokens?.refresh_token),
  },
  delays: {
    untilRefresh: ({ context }) => refreshDelayMs(context.tokens, clockNow()),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ tokens: input.tokens, waiters: [] }),
  initial: 'Starting',
  states: {
    Starting: {
      always: [{ guard: 'hasTokens', target: 'SignedIn' }, { target: 'SignedOut' }],
    },
    SignedOut: {
      tags: ['state:signedOut'],
      on: {
        SIGNED_IN: { target: 'SignedIn', actions: [{ type: 'storeTokens', params: ({ event }) => event.tokens }, 'persistTokens'] },
        'TOKEN.REJECTED': { actions: 'rejectIncoming' },
      },
    },
    SignedIn: {
      tags: ['state:signedIn'],
      initial: 'Active',
      on: {
        SIGN_OUT: { target: 'SignedOut', actions: ['failWaiters', 'forgetSession', 'clearSession'] },
        SIGNED_IN: {
          target: '.Active',
          reenter: true,
          actions: [{ type: 'storeTokens', params: ({ event }) => event.tokens }, 'persistTokens'],
        },
      },
      states: {
        Active: {
          after: { untilRefresh: startRefresh },
          on: {
            'TOKEN.REJECTED': [
              { guard: 'hasRefreshToken', target: 'Refreshing', actions: 'queueWaiter' },
              { target: '#auth.SignedOut', actions: ['queueWaiter', ...endSession] },
            ],
            'TOKEN.REFRESH': startRefresh,
          },
        },
        Refreshing: {
          tags: ['state:refreshing'],
          on: { 'TOKEN.REJECTED': { actions: 'queueWaiter' } },
          invoke: {
            src: 'refreshTokens',
            input: ({ context }) => ({ refreshToken: context.tokens?.refresh_token ?? '' }),
            onDone: {
              target: 'Active',
              actions: [
                { type: 'storeTokens', params: ({ event }) => event.output },
                'persistTokens',
                'replayWaiters',
                assign({ waiters: [] }),
              ],
            },
            onError: { target: '#auth.SignedOut', actions: endSession },
          },
        },
      },
    },
  },
});
