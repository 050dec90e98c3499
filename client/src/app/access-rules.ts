import { MOBILE_HOST_PREFIX, type Edition } from '../edition/edition';

/** Spec §2: the password-reset pages, reachable without a session and accepting query parameters. */
export const RESET_PAGES = ['/signIn_password', '/signIn_sent', '/signIn_reset', '/signIn_change', '/signIn_invalid', '/common_invalid'];
export const SIGN_IN_PAGES = ['/signIn', '/signInSuper', '/signInSuperVerify'];
const ERROR_PAGES = ['/404', '/500'];
/**
 * Pages for diners, not staff, opened with no session: each outlet's online booking page, a booking's feedback and
 * confirmation pages, a marketing message's unsubscribe page.
 */
export const DINER_PAGE_PREFIXES = ['/book/', '/feedback/', '/confirm/', '/unsubscribe/'];
/** Pages opened by a link carrying its token in the query: the queue's check-in page, its status screen and a party's own page. */
export const DINER_PAGES = ['/queueCheckIn', '/queueStatus', '/queueParty'];
const isDinerPage = (pathname: string) =>
  DINER_PAGES.includes(pathname) || DINER_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/** Paths reachable without a session cookie: callbacks, deposit pages, sign-in, reset and error pages, diners' pages. */
export function isOpenPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return (
    lower.includes('callback') ||
    lower.startsWith('/deposit') ||
    RESET_PAGES.includes(pathname) ||
    SIGN_IN_PAGES.includes(pathname) ||
    ERROR_PAGES.includes(pathname) ||
    isDinerPage(pathname)
  );
}

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /^[\d.]+$/.test(hostname) || hostname.includes(':');
}

/**
 * Spec §2: the mobile edition lives on the m.-prefixed host, except deposit and sign-in pages (and diners' pages).
 * Local and IP hosts have no m. twin, so they are never redirected.
 */
export function mobileHostRedirect(url: URL, edition: Edition): string | null {
  if (edition !== 'mobile' || url.hostname.startsWith(MOBILE_HOST_PREFIX) || isLocalHost(url.hostname)) return null;
  const path = url.pathname.toLowerCase();
  if (path.startsWith('/deposit') || path.startsWith('/signin') || isDinerPage(url.pathname)) return null;
  const target = new URL(url.href);
  target.hostname = `${MOBILE_HOST_PREFIX}${url.hostname.replace(/^(www|console)\./, '')}`;
  return target.href;
}

export interface DeepLink {
  /** Path and query to return to after sign-in. */
  path: string;
  /** The outlet named by the link's rid parameter, made current after sign-in. */
  rid: number | null;
}

/** A hoiio reservation link, or a Diner Directory link with a phone, is kept across sign-in (spec §2). */
export function deepLinkOf(pathname: string, search: string): DeepLink | null {
  const params = new URLSearchParams(search);
  const hoiio = params.get('add_reservation') === 'hoiio';
  const dinerPhone = pathname === '/DinerDirectory' && Boolean(params.get('phone'));
  if (!hoiio && !dinerPhone) return null;
  const rid = Number(params.get('rid'));
  return { path: `${pathname}${search}`, rid: Number.isInteger(rid) && rid > 0 ? rid : null };
}

const DEEP_LINK_KEY = 'covers.deepLink';

export function saveDeepLink(link: DeepLink): void {
  localStorage.setItem(DEEP_LINK_KEY, JSON.stringify(link));
}

/** Returns the saved link once and forgets it. */
export function takeDeepLink(): DeepLink | null {
  const raw = localStorage.getItem(DEEP_LINK_KEY);
  localStorage.removeItem(DEEP_LINK_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as DeepLink;
  } catch {
    return null;
  }
}
