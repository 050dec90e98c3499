import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { origin } from '../../../app/services';

/**
 * Keeps a public queue view live: its outlet's read-only room says when the queue changed, and on every (re)connect —
 * after a network cut too — the view is read whole again, so it never drifts. `auth` is the screen's link
 * (`screenToken`) or a party's (`partyToken`); a link replaced or revoked ends the socket, and the read that follows
 * says so.
 */
export function useQueueRoom(auth: { screenToken: string } | { partyToken: string } | null, read: () => void) {
  const key = auth && JSON.stringify(auth);
  useEffect(() => {
    if (!key) return;
    const socket = io(origin() || window.location.origin, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: true,
      reconnectionDelay: 500,
      reconnectionDelayMax: 5_000,
      auth: JSON.parse(key) as Record<string, string>,
    });
    socket.on('live-ready', read);
    socket.on('queue-changed', read);
    socket.on('disconnect', read);
    return () => {
      socket.disconnect();
    };
  }, [key, read]);
}
