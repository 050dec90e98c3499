import { takeDeepLink } from '../../app/access-rules';
import { auth } from '../../app/services';
import { currentLocale, setLocale } from '../../i18n/i18n';
import { sessionStore } from '../../session/session-store';
import type { SessionResult } from '@covers/shared';

/**
 * Stores the session of do_login / verify_code and says where to go: the deep link saved before sign-in
 * (with its outlet made current), else the main page.
 */
export async function completeSignIn(result: SessionResult): Promise<string> {
  sessionStore.signedIn(result);
  auth.send({ type: 'SIGNED_IN', tokens: result });
  // The language chosen in the console wins over the one the server remembers for the user.
  await setLocale(currentLocale());
  const link = takeDeepLink();
  if (!link) return '/';
  if (link.rid !== null) sessionStore.switchOutlet(link.rid);
  return link.path;
}
