import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';
import type { FeatureFlag } from '@covers/shared';

/** Re-renders when the session changes (sign-in, sign-out, outlet switch). */
export function useSession() {
  useSyncExternalStore(sessionStore.subscribe, sessionStore.version);
  return {
    user: sessionStore.user(),
    outlets: sessionStore.outlets(),
    outlet: sessionStore.currentOutlet(),
    signedIn: sessionStore.hasSessionCookie(),
  };
}

export function useFeatureFlag(flag: FeatureFlag): boolean {
  useSyncExternalStore(sessionStore.subscribe, sessionStore.version);
  return sessionStore.flag(flag);
}
