import type { QueueScreenResult } from '@covers/shared';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { origin } from '../../../app/services';

/** What a public queue page listens to on its room's socket. */
export interface QueueRoomListeners {
  'live-ready'?: () => void;
  /** To a party's page: the queue changed. */
  'queue-changed'?: () => void;
  /** To a status screen: its view, on every (re)connect and after each change, in the order read. */
  'queue-view'?: (view: QueueScreenResult) => void;
  disconnect?: () => void;
}

/**
 * Keeps a public queue view live through its outlet's read-only room, reconnecting after a network cut. `auth` is the
 * screen's link (`screenToken`: the server sends the screen's view on every (re)connect and after each change) or a
 * party's (`partyToken`: the server says the queue changed, and the page reads its place again). A link replaced or
 * revoked ends the socket, and the read that follows says so.
 */
export function useQueueRoom(auth: { screenToken: string } | { partyToken: string } | null, listeners: QueueRoomListeners) {
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
    for (const [event, listener] of Object.entries(listeners)) socket.on(event, listener);
    return () => {
      socket.disconnect();
    };
  }, [key, listeners]);
}
