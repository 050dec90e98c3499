import type { Socket } from 'socket.io-client';
import type { LiveQueryKeys } from '../app/feature';
import type { DomainEvent, LiveStatus } from './domain-event';
import { queryKeysFor } from './event-query-keys';
import { openLiveConnection } from './live-connection';

class FakeSocket {
  active = true;
  connected = false;
  connects = 0;
  handlers = new Map<string, ((payload?: unknown) => void)[]>();
  options!: { auth: (send: (auth: object) => void) => void };
  on(name: string, handler: (payload?: unknown) => void) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
    return this;
  }
  once(name: string, handler: (payload?: unknown) => void) {
    const once = (payload?: unknown) => {
      this.handlers.set(
        name,
        (this.handlers.get(name) ?? []).filter((h) => h !== once),
      );
      handler(payload);
    };
    return this.on(name, once);
  }
  emit(name: string, payload?: unknown) {
    for (const handler of this.handlers.get(name) ?? []) handler(payload);
  }
  connect() {
    this.connects += 1;
    this.handshake();
  }
  disconnect() {
    this.active = false;
  }
  handshake(): object {
    let auth: object = {};
    this.options.auth((value) => (auth = value));
    return auth;
  }
}

const event = (position: number, type = 'ReservationStatusChanged'): DomainEvent => ({
  position,
  streamId: 's',
  streamVersion: position,
  rid: 1,
  type,
  data: {},
  recordedAt: '',
  actor: null,
});

function connect(renew: () => Promise<unknown> = async () => {}) {
  const socket = new FakeSocket();
  const seen: number[] = [];
  const statuses: LiveStatus[] = [];
  const ended: string[] = [];
  let accessChanges = 0;
  let renewals = 0;
  let token = 'access-1';
  const connection = openLiveConnection({
    io: (_url, options) => {
      socket.options = options as FakeSocket['options'];
      return socket as unknown as Socket;
    },
    url: '',
    token: () => token,
    lang: () => 'en_US',
    onEvent: (e) => seen.push(e.position),
    onStatus: (status) => statuses.push(status),
    onSessionEnded: (reason) => ended.push(reason),
    onAccessChanged: () => (accessChanges += 1),
    renewToken: async () => {
      renewals += 1;
      await renew();
      token = `access-${renewals + 1}`;
    },
  });
  return {
    socket,
    seen,
    statuses,
    ended,
    connection,
    renewals: () => renewals,
    accessChanges: () => accessChanges,
    setToken: (t: string) => (token = t),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live connection', () => {
  it('starts a new connection from now, then resumes from the last position seen and skips events already seen', () => {
    const live = connect();
    expect(live.socket.handshake()).toEqual({ token: 'access-1', lang: 'en_US' });
    live.socket.emit('connect');
    live.socket.emit('live-ready', { position: 4 });
    live.socket.emit('domain-event', event(4));
    live.socket.emit('domain-event', event(5));
    live.socket.emit('domain-event', event(6));
    live.socket.emit('disconnect');
    live.setToken('access-2');
    expect(live.socket.handshake()).toMatchObject({ token: 'access-2', lastPosition: 6 });
    live.socket.emit('connect');
    live.socket.emit('domain-event', event(6));
    live.socket.emit('domain-event', event(7));
    expect(live.seen).toEqual([5, 6, 7]);
    expect(live.statuses).toEqual(['reconnecting', 'live', 'reconnecting', 'live']);
  });

  it('renews the token and connects again when the handshake is refused for it', async () => {
    const live = connect();
    live.socket.handshake();
    live.socket.emit('connect_error', Object.assign(new Error('expired'), { data: { code: 43165 } }));
    await settled();
    expect(live.renewals()).toBe(1);
    expect(live.socket.connects).toBe(1);
    expect(live.socket.handshake()).toMatchObject({ token: 'access-2' });
  });

  it('reconnects after the server ends the socket for an expired token, without renewing a token already renewed', async () => {
    const live = connect();
    live.socket.handshake();
    live.setToken('access-refreshed-early');
    live.socket.emit('session-ended', { reason: 'token-expired' });
    await settled();
    expect(live.renewals()).toBe(0);
    expect(live.socket.connects).toBe(1);
    expect(live.ended).toEqual([]);
  });

  it('reads the user’s access again and reconnects when an administrator changes it', async () => {
    const live = connect();
    live.socket.handshake();
    live.socket.emit('session-ended', { reason: 'access-changed' });
    await settled();
    expect(live.accessChanges()).toBe(1);
    expect(live.socket.connects).toBe(1);
    expect(live.ended).toEqual([]);
  });

  it('connects again only once the server has closed the socket it ended (a connect before would be lost)', async () => {
    const live = connect();
    live.socket.connected = true;
    live.socket.emit('session-ended', { reason: 'access-changed' });
    await settled();
    expect(live.socket.connects).toBe(0);
    live.socket.connected = false;
    live.socket.emit('disconnect');
    await settled();
    expect(live.socket.connects).toBe(1);
  });

  it('signs out when the user is deleted or the session revoked, and goes offline when renewal fails', async () => {
    const live = connect();
    live.socket.emit('session-ended', { reason: 'user-deleted' });
    expect(live.ended).toEqual(['user-deleted']);
    expect(live.connection.status()).toBe('offline');

    const failing = connect(async () => {
      throw new Error('session ended');
    });
    failing.socket.handshake();
    failing.socket.emit('connect_error', Object.assign(new Error('invalid'), { data: { code: -500001 } }));
    await settled();
    expect(failing.socket.connects).toBe(0);
    expect(failing.connection.status()).toBe('offline');
  });

  it('maps event types, exact or by prefix, to the query keys they make stale', () => {
    const features: { liveKeys: LiveQueryKeys }[] = [
      { liveKeys: { 'Reservation*': (e: DomainEvent) => [['reservation', 'list', e.rid]] } },
      { liveKeys: { ServiceAdded: () => [['availability']] } },
    ];
    expect(queryKeysFor(event(1, 'ReservationStatusChanged'), features)).toEqual([['reservation', 'list', 1]]);
    expect(queryKeysFor(event(2, 'ServiceAdded'), features)).toEqual([['availability']]);
    expect(queryKeysFor(event(3, 'TablePlanPublished'), features)).toEqual([]);
  });
});
