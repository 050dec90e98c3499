import { TOKEN_REFRESH_CODES } from '@covers/shared/errors';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { DomainEvent, LiveStatus } from './domain-event';

export interface LiveConnectionDeps {
  io: (url: string, options: Partial<ManagerOptions & SocketOptions>) => Socket;
  url: string;
  token: () => string | null;
  lang: () => string;
  onEvent: (event: DomainEvent) => void;
  onStatus: (status: LiveStatus) => void;
  /** The user was deleted or the session revoked: the console signs out. */
  onSessionEnded: (reason: string) => void;
  /** An administrator changed the user's access: the console reads it again. */
  onAccessChanged: () => void;
  /** Resolves once the access token has been refreshed; rejects when the session is over. */
  renewToken: () => Promise<unknown>;
}

/** Reasons of `session-ended` after which the same user simply reconnects. */
const RECONNECT_REASONS = ['token-expired', 'access-changed'];

/**
 * The live connection: the access token and the last position seen go in every handshake, so a
 * reconnect resumes where it left off; events already seen (position not past the last) are skipped.
 * The server ends a socket when its token expires or the user's access changes; the connection then
 * renews the token if it has to and connects again.
 */
export function openLiveConnection(deps: LiveConnectionDeps) {
  /** Unknown until the first connection says where its live stream starts: a new tab starts from now. */
  let lastPosition: number | undefined;
  let status: LiveStatus = 'offline';
  let handshakeToken: string | null = null;
  let closed = false;
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
    auth: (send: (auth: object) => void) => {
      handshakeToken = deps.token();
      send({ token: handshakeToken, ...(lastPosition === undefined ? {} : { lastPosition }), lang: deps.lang() });
    },
  });
  const reconnect = async (renew: boolean) => {
    setStatus('reconnecting');
    try {
      if (renew && deps.token() === handshakeToken) await deps.renewToken();
    } catch {
      setStatus('offline');
      return;
    }
    if (!closed) socket.connect();
  };
  setStatus('reconnecting');
  socket.on('connect', () => setStatus('live'));
  socket.on('disconnect', () => setStatus(socket.active ? 'reconnecting' : 'offline'));
  // A handshake refused for an expired or invalid token is cured by a fresh one.
  socket.on('connect_error', (error: Error & { data?: { code?: number } }) => {
    if (TOKEN_REFRESH_CODES.includes(error.data?.code as number)) void reconnect(true);
    else setStatus(socket.active ? 'reconnecting' : 'offline');
  });
  socket.on('live-ready', ({ position }: { position: number }) => {
    lastPosition = Math.max(lastPosition ?? 0, position);
  });
  socket.on('domain-event', (event: DomainEvent) => {
    if (lastPosition !== undefined && event.position <= lastPosition) return;
    lastPosition = event.position;
    deps.onEvent(event);
  });
  socket.on('session-ended', ({ reason }: { reason: string }) => {
    if (reason === 'access-changed') deps.onAccessChanged();
    if (RECONNECT_REASONS.includes(reason)) {
      const again = () => void reconnect(reason === 'token-expired');
      // The server disconnects right after saying why: a connect before that would be a no-op, and then nothing reconnects.
      if (socket.connected) socket.once('disconnect', again);
      else again();
      return;
    }
    closed = true;
    setStatus('offline');
    deps.onSessionEnded(reason);
  });
  return {
    lastPosition: () => lastPosition,
    status: () => status,
    close(): void {
      closed = true;
      socket.disconnect();
      setStatus('offline');
    },
  };
}
export type LiveConnection = ReturnType<typeof openLiveConnection>;
