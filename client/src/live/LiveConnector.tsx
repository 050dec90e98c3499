import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { FEATURES } from '../app/features';
import { api, auth, origin, queryClient, refreshedToken, signOut, syncClock } from '../app/services';
import { currentLocale } from '../i18n/i18n';
import { openLiveConnection } from './live-connection';
import { handleLiveEvent } from './live-event-handler';
import { liveEvents } from './live-events';

/** Holds the live connection while signed in; each event refreshes the cached queries it makes stale. */
export function LiveConnector() {
  const signedIn = useSelector(auth, (snapshot) => snapshot.hasTag('state:signedIn'));
  useEffect(() => {
    if (!signedIn) return;
    const connection = openLiveConnection({
      io,
      url: origin() || window.location.origin,
      token: () => auth.getSnapshot().context.tokens?.access_token ?? null,
      lang: currentLocale,
      onEvent: (event) => handleLiveEvent(event, { queryClient, features: FEATURES, api, publish: liveEvents.publish }),
      onStatus: (status) => {
        liveEvents.setStatus(status);
        // Each (re)connection measures the clock again: a tablet that slept may have drifted.
        if (status === 'live') void syncClock();
      },
      onSessionEnded: () => void signOut(),
      // The caller's access (OutletAccessSync) and the Users and Access screen read it again.
      onAccessChanged: () => void queryClient.invalidateQueries({ queryKey: ['uac'] }),
      renewToken: () => refreshedToken(auth.getSnapshot().context.tokens?.access_token ?? null),
    });
    return () => connection.close();
  }, [signedIn]);
  return null;
}
