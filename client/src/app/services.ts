import { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise } from 'xstate';
import { createApiClient } from '../api/api-client';
import { apiOrigin } from '../api/api-host';
import { createLoadingTracker } from '../api/loading-tracker';
import { typedCalls } from '../api/typed-calls';
import { authMachine } from '../auth/auth.machine';
import { SessionEndedError } from '../auth/auth.types';
import { platformOf } from '../edition/edition';
import { editionStore } from '../edition/edition-store';
import { currentLocale } from '../i18n/i18n';
import { measureClockOffset, now } from '../session/clock';
import { sessionStore } from '../session/session-store';
import type { CurrentTimeResult, RefreshResult as Tokens } from '@covers/shared';
import { showError, showTimeout } from '../ui/feedback';

/** The static API key of the one call kind that uses a key header (spec §7). */
const STATIC_API_KEY = import.meta.env.VITE_STATIC_API_KEY ?? '';

let navigate: (path: string) => void = (path) => window.location.assign(path);
/** The router registers itself so the session can send the user to /signIn without a page load. */
export function setNavigator(next: (path: string) => void): void {
  navigate = next;
}

export const origin = (): string => apiOrigin(window.location, import.meta.env.DEV);
export const loading = createLoadingTracker();
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

async function refreshTokens({ input }: { input: { refreshToken: string } }): Promise<Tokens> {
  const url = `${origin()}/api/login/refresh_token?refresh_token=${encodeURIComponent(input.refreshToken)}`;
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  const envelope = (await response.json()) as { status: { code: number }; result: Tokens };
  if (envelope.status.code !== 0) throw new SessionEndedError();
  return envelope.result;
}

export const auth = createActor(
  authMachine.provide({
    actors: { refreshTokens: fromPromise(refreshTokens) },
    actions: {
      persistTokens: ({ context }) => {
        if (context.tokens) sessionStore.saveTokens(context.tokens);
      },
      clearSession: () => {
        sessionStore.clear();
        queryClient.clear();
      },
      goToSignIn: () => navigate('/signIn'),
    },
  }),
  {
    input: {
      tokens: sessionStore.tokens() && sessionStore.hasSessionCookie() ? { received_at: now(), ...sessionStore.tokens()! } : null,
    },
  },
).start();

/** A fresh access token: the current one if it is not the rejected one, else the result of the (single) refresh. */
export function refreshedToken(rejected: string | null): Promise<string> {
  const current = auth.getSnapshot().context.tokens?.access_token ?? null;
  if (current && current !== rejected && !auth.getSnapshot().hasTag('state:refreshing')) return Promise.resolve(current);
  return new Promise((resolve, reject) => auth.send({ type: 'TOKEN.REJECTED', waiter: { resolve, reject } }));
}

export const api = createApiClient({
  origin,
  commonFields: () => ({ ...sessionStore.cookieFields(), rid: sessionStore.rid() ?? undefined, lang: currentLocale() }),
  platform: () => platformOf(editionStore.get()),
  accessToken: () => auth.getSnapshot().context.tokens?.access_token ?? null,
  refreshedToken,
  staticKey: () => STATIC_API_KEY,
  reactions: { error: (message) => showError(message), timeout: showTimeout },
  loading,
});

export const { get, post, postQuietly } = typedCalls(api);

/** Measures this device's clock against the server's (spec §7's public current time); `now()` applies the offset. */
export const syncClock = () =>
  measureClockOffset(() => api.call<CurrentTimeResult>('/api/public/current_time', { auth: 'none', hideError: true, dedupe: false }));

/** Signs the console out: server session revoked when possible, local session cleared, back to /signIn. */
export async function signOut(): Promise<void> {
  const refreshToken = auth.getSnapshot().context.tokens?.refresh_token;
  await api.call('/api/login/logout', { method: 'POST', data: { refresh_token: refreshToken }, hideError: true }).catch(() => undefined);
  auth.send({ type: 'SIGN_OUT' });
  sessionStore.clear();
  navigate('/signIn');
}
