import Cookies from 'js-cookie';
import { FEATURE_FLAGS } from '@covers/shared/login/session';
import type {
  FeatureFlag,
  FeatureFlags,
  RefreshResult,
  SessionOutlet,
  SessionResult,
  SessionUser,
  UacMyAccessResult,
} from '@covers/shared';

const COOKIE = { path: '/', sameSite: 'lax' } as const;
const SESSION_COOKIES = ['username', 'rid', 'group_uid', 'country_code', 'Ruid', ...FEATURE_FLAGS] as const;
const USER_KEY = 'covers.user';
const OUTLETS_KEY = 'covers.outlets';
const TOKENS_KEY = 'covers.tokens';

type Listener = () => void;
const listeners = new Set<Listener>();
let version = 0;
function changed(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function setFlagCookies(flags: FeatureFlags | undefined): void {
  // A session stored before outlets carried their flags keeps the cookies it has.
  if (!flags) return;
  for (const flag of FEATURE_FLAGS) Cookies.set(flag, String(flags[flag] === true), COOKIE);
}

function setOutletCookies(outlet: SessionOutlet): void {
  Cookies.set('rid', String(outlet.rid), COOKIE);
  Cookies.set('Ruid', outlet.Ruid, COOKIE);
  Cookies.set('country_code', outlet.country_code, COOKIE);
  setFlagCookies(outlet.feature_flags);
}

/**
 * The signed-in session: the cookies of spec §3 (the server sets them too; writing them here keeps a
 * cross-origin API host working), the user and outlets in local storage, and the tokens.
 */
export const sessionStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: (): number => version,

  hasSessionCookie: (): boolean => Boolean(Cookies.get('username')),

  signedIn(result: SessionResult): void {
    Cookies.set('username', result.user.username, COOKIE);
    Cookies.set('group_uid', result.user.group_uid, COOKIE);
    setFlagCookies(result.feature_flags);
    if (result.outlets[0]) setOutletCookies(result.outlets[0]);
    localStorage.setItem(USER_KEY, JSON.stringify(result.user));
    localStorage.setItem(OUTLETS_KEY, JSON.stringify(result.outlets));
    changed();
  },

  clear(): void {
    for (const name of SESSION_COOKIES) Cookies.remove(name, { path: '/' });
    for (const key of [USER_KEY, OUTLETS_KEY, TOKENS_KEY]) localStorage.removeItem(key);
    changed();
  },

  user: (): SessionUser | null => readJson<SessionUser>(USER_KEY),
  outlets: (): SessionOutlet[] => readJson<SessionOutlet[]>(OUTLETS_KEY) ?? [],
  rid: (): number | null => {
    const rid = Number(Cookies.get('rid'));
    return Number.isInteger(rid) && rid > 0 ? rid : null;
  },
  currentOutlet(): SessionOutlet | null {
    const rid = sessionStore.rid();
    return sessionStore.outlets().find((outlet) => outlet.rid === rid) ?? sessionStore.outlets()[0] ?? null;
  },
  /** Makes another of the user's outlets current; false when the user does not hold it. */
  switchOutlet(rid: number): boolean {
    const outlet = sessionStore.outlets().find((candidate) => candidate.rid === rid);
    if (!outlet) return false;
    setOutletCookies(outlet);
    changed();
    return true;
  },
  /** Spec §3's stored flags: the current outlet's, as the server last gave them. */
  flag: (flag: FeatureFlag): boolean => Cookies.get(flag) === 'true',
  /** The server's current access and flags at an outlet (an administrator or super-admin may have changed them since sign-in). */
  updateOutletAccess(rid: number, access: UacMyAccessResult): void {
    const outlets = sessionStore.outlets();
    const index = outlets.findIndex((candidate) => candidate.rid === rid);
    if (index < 0) return;
    const updated = { ...outlets[index], ...access };
    if (JSON.stringify(updated) === JSON.stringify(outlets[index])) return;
    outlets[index] = updated;
    localStorage.setItem(OUTLETS_KEY, JSON.stringify(outlets));
    if (sessionStore.rid() === rid) setFlagCookies(access.feature_flags);
    changed();
  },
  /** Fields of the session cookies every call carries (spec §7). */
  cookieFields: () => ({
    username: Cookies.get('username'),
    rid: Cookies.get('rid'),
    group_uid: Cookies.get('group_uid'),
    country_code: Cookies.get('country_code'),
    Ruid: Cookies.get('Ruid'),
  }),

  tokens: (): RefreshResult | null => readJson<RefreshResult>(TOKENS_KEY),
  saveTokens(tokens: RefreshResult): void {
    localStorage.setItem(TOKENS_KEY, JSON.stringify(tokens));
  },
};
