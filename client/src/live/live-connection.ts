import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { DomainEvent, LiveStatus } from './domain-event';

export interface LiveConnectionDeps {
  io: (url: string, options: Partial<ManagerOptions & SocketOptions>) => Socket;
  url: string;
  token: () => string | null;
  onEvent: (event: DomainEvent) => void;
  onStatus: (status: LiveStatus) => void;
  onSessionEnded: (reason: string) => void;
  /** The handshake was refused for the token: refresh it; the reconnect uses the new one. */
  onTokenRejected: () => void;
}

/**
 * The live connection: the access token and the last position seen go in every handshake, so a
 * reconnect resumes where it left off; events already seen (position not past the last) are skipped.
 */
export function openLiveConnection(deps: LiveConnectionDeps) {
  let lastPosition = 0;
  let status: LiveStatus = 'offline';
  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    deps.onStatus(next);
  };
  const socket = deps.io(deps.url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: 500,
    reconnectionDelayMax: 10_000,
    auth: (send: (auth: object) => void) => send({ token: deps.token(), lastPosition }),
  });
  setStatus('reconnecting');
  socket.on('connect', () => setStatus('live'));
  socket.on('disconnect', () => setStatus(socket.active ? 'reconnecting' : 'offline'));
  socket.on('connect_error', (error: Error & { data?: { code?: number } }) => {
    if (error.data?.code === 43165 || error.data?.code === -500001) deps.onTokenRejected();
    setStatus(socket.active ? 'reconnecting' : 'offline');
  });
  socket.on('domain-event', (event: DomainEvent) => {
    if (event.position <= lastPosition) return;
    lastPosition = event.position;
    deps.onEvent(event);
  });
  socket.on('session-ended', ({ reason }: { reason: string }) => {
    socket.disconnect();
    setStatus('offline');
    deps.onSessionEnded(reason);
  });
  return {
    lastPosition: () => lastPosition,
    status: () => status,
    close(): void {
      socket.disconnect();
      setStatus('offline');
    },
  };
}
export type LiveConnection = ReturnType<typeof openLiveConnection>;
