import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { origin } from '../../../app/services';
import { queueApi } from '../api/queue.api';
import { queueScreenKey } from '../api/queue.keys';

/**
 * The status screen's view, kept live: the screen's read-only room says when the queue changed, and on every
 * (re)connect — after a network cut too — the screen reads the whole view again, so it never drifts.
 */
export function useQueueScreen(token: string) {
  const screen = useQuery({ queryKey: queueScreenKey(token), queryFn: () => queueApi.screen(token), enabled: token !== '' });
  const { refetch } = screen;
  useEffect(() => {
    if (!token) return;
    const socket = io(origin() || window.location.origin, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: true,
      reconnectionDelay: 500,
      reconnectionDelayMax: 5_000,
      auth: { screenToken: token },
    });
    const read = () => void refetch();
    socket.on('live-ready', read);
    socket.on('queue-changed', read);
    // A replaced or revoked link ends the socket: the next read says the link is no longer valid.
    socket.on('disconnect', read);
    return () => {
      socket.disconnect();
    };
  }, [token, refetch]);
  return screen;
}
