import type { NestExpressApplication } from '@nestjs/platform-express';
import { issueRefreshToken, signAccessToken, type AccessClaims } from '@covers/services/access';
import type { EventStore } from '@covers/services/eventstore';
import type { TestDatabase } from '@covers/services/testing/test-database';
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { DomainEventMessage } from './domain-event-message';

const meta = { actor: 'writer-1', now: '2026-11-21T10:00:00.000Z' };
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Waits for a condition the test cannot be told about directly (another actor's progress). */
async function eventually(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('live gateway (Socket.IO)', () => {
  let testApp: TestApp;
  let db: TestDatabase;
  let app: NestExpressApplication;
  let store: EventStore;
  let url: string;
  const secret = 'live-test-secret';
  const alice = randomUUID();
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testApp = await startTestApp({ port: 0, env: { JWT_SECRET: secret, REDIS_URL: '' } });
    ({ db, app } = testApp);
    url = await app.getUrl();
    store = testApp.store;
    await db.dataSource.query(`INSERT INTO outlets (rid, group_uid, name, ruid, currency, country_code, timezone) VALUES
      (1, 'g1', 'One', 'r1', 'SGD', 'SG', 'Asia/Singapore'), (2, 'g1', 'Two', 'r2', 'THB', 'TH', 'Asia/Bangkok')`);
    await addUser(alice, [1]);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => testApp.close());

  async function addUser(userId: string, rids: number[]) {
    await db.dataSource.query(
      `INSERT INTO users (user_id, group_uid, username, staff_name, password_hash) VALUES ($1, 'g1', $2, $2, 'x')`,
      [userId, `u-${userId.slice(0, 8)}`],
    );
    for (const rid of rids) await db.dataSource.query(`INSERT INTO user_outlets (user_id, rid) VALUES ($1, $2)`, [userId, rid]);
  }

  /** An access token of a session the user really opened (its refresh family is on record), with these claims. */
  async function tokenFor(userId: string, options: { family?: string; ttl?: number; issuedAt?: number; superAdmin?: boolean } = {}) {
    const family = options.family ?? randomUUID();
    await issueRefreshToken(db.dataSource.manager, userId, family, new Date(), 3600);
    return signAccessToken(
      // `sa` is the super-admin claim tokens carried before: a token naming it must gain nothing.
      { sub: userId, gid: 'g1', fam: family, ...(options.superAdmin ? { sa: true } : {}) } as AccessClaims,
      secret,
      options.ttl ?? 600,
      options.issuedAt ?? nowSeconds(),
    ).accessToken;
  }

  /** A connected client collecting every domain event it receives. */
  async function connect(auth: { token: string; lastPosition?: number }) {
    const received: DomainEventMessage[] = [];
    const socket = io(url, { path: '/socket.io', auth, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    socket.on('domain-event', (message: DomainEventMessage) => received.push(message));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    /** Resolves once an event at or past `position` arrived. */
    const until = (position: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (received.some((m) => m.position >= position)) {
            socket.off('domain-event', check);
            resolve();
          }
        };
        socket.on('domain-event', check);
        check();
      });
    return { socket, received, until };
  }

  async function write(rid: number | null, type = 'TableTouched', data: Record<string, unknown> = { rid }) {
    const { events } = await store.append(`table-${randomUUID()}`, 0, [{ type, data }], { rid, metadata: meta });
    return events[0];
  }

  async function connectError(token: string) {
    const socket = io(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    return new Promise<{ message: string; data: { code: number; message: string } }>((resolve, reject) => {
      socket.once('connect', () => reject(new Error('connected')));
      socket.once('connect_error', (error) => resolve(error as never));
    });
  }

  it('a diner changed at another outlet of the group reaches every outlet of the group, and no other group', async () => {
    await db.dataSource.query(
      `INSERT INTO outlets (rid, group_uid, name, ruid, currency, country_code, timezone) VALUES (3, 'g2', 'Elsewhere', 'r3', 'SGD', 'SG', 'Asia/Singapore')`,
    );
    const client = await connect({ token: await tokenFor(alice) });
    const tagDeleted = (group_uid: string) => ({ group_uid, tag_id: randomUUID() });
    const sameGroup = await write(2, 'DinerTagDeleted', tagDeleted('g1'));
    await write(3, 'DinerTagDeleted', tagDeleted('g2'));
    await write(2, 'TableTouched');
    const marker = await write(1);
    await client.until(marker.position);
    await eventually(() => client.received.some((m) => m.position === sameGroup.position));
    expect(client.received.map((m) => [m.rid, m.type])).toEqual([
      [2, 'DinerTagDeleted'],
      [1, 'TableTouched'],
    ]);
  });

  it('starts a socket without lastPosition from now and says where its live stream starts', async () => {
    const before = await write(1);
    const socket = io(url, {
      path: '/socket.io',
      auth: { token: await tokenFor(alice) },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    const history: DomainEventMessage[] = [];
    socket.on('domain-event', (message: DomainEventMessage) => history.push(message));
    const ready = await new Promise<{ position: number }>((resolve) => socket.once('live-ready', resolve));
    expect(ready.position).toBeGreaterThanOrEqual(before.position);
    const after = await write(1);
    await new Promise<void>((resolve) => {
      const check = () => history.some((m) => m.position === after.position) && resolve();
      socket.on('domain-event', check);
      check();
    });
    expect(history.map((m) => m.position)).toEqual([after.position]);
  });

  it('pushes each committed event of the outlets the user holds, with its position, and nothing of other outlets', async () => {
    const client = await connect({ token: await tokenFor(alice) });
    await write(2);
    await write(null);
    const mine = await write(1);
    await client.until(mine.position);
    expect(client.received).toEqual([
      {
        position: mine.position,
        streamId: mine.streamId,
        streamVersion: 1,
        rid: 1,
        type: 'TableTouched',
        data: { rid: 1 },
        recordedAt: mine.recordedAt,
        actor: 'writer-1',
      },
    ]);
  });

  it('tells of an import batch without its bookings, live and on resuming: screens only refetch', async () => {
    const live = await connect({ token: await tokenFor(alice) });
    const imported = await testApp
      .http()
      .post('/api/reservation/import')
      .set('Authorization', `Bearer ${await tokenFor(alice)}`)
      .send({
        rid: 1,
        rows: [{ date: '2031-03-03', time: '19:00', last_name: 'Batch', adults: '2', taken_by: 'Host' }],
        book_anyway: true,
      });
    expect(imported.body.result).toEqual({ imported: 1, failed: 0, errors: [] });
    await eventually(() => live.received.some((m) => m.type === 'ReservationsImported'));
    const batch = live.received.find((m) => m.type === 'ReservationsImported')!;
    const resumed = await connect({ token: await tokenFor(alice), lastPosition: batch.position - 1 });
    await resumed.until(batch.position);
    for (const client of [live, resumed]) {
      const told = client.received.find((m) => m.position === batch.position)!;
      expect(told).toMatchObject({ type: 'ReservationsImported', rid: 1, actor: alice });
      expect(told.data).not.toHaveProperty('reservations');
    }
    const [stored] = await store.readAll(batch.position - 1, { rids: [1] });
    expect(stored.data).toMatchObject({ reservations: [expect.objectContaining({ last_name: 'Batch' })] });
  });

  it('carries the X-Request-Id of the write that caused an event as its correlationId, so a client skips its own echo', async () => {
    const client = await connect({ token: await tokenFor(alice) });
    const requestId = randomUUID();
    const saved = await testApp
      .http()
      .post('/api/reservation/drafts_add')
      .set('Authorization', `Bearer ${await tokenFor(alice)}`)
      .set('X-Request-Id', requestId)
      .send({ rid: 1, platform: 'cloud', data: { last_name: 'Echo' } });
    expect(saved.body.status.code).toBe(0);
    await eventually(() => client.received.some((m) => m.type === 'ReservationDraftSaved'));
    const echo = client.received.find((m) => m.type === 'ReservationDraftSaved');
    expect(echo).toMatchObject({ rid: 1, actor: alice, correlationId: requestId });
    const [stored] = await store.readAll(echo!.position - 1, { rids: [1] });
    expect(stored.metadata).toMatchObject({ actor: alice, platform: 'cloud', correlationId: requestId });
  });

  it('resumes from lastPosition across a disconnect while events keep being written: no gaps, no duplicates', async () => {
    const start = await write(1);
    const first = await connect({ token: await tokenFor(alice), lastPosition: start.position - 1 });
    let writing = true;
    const written: number[] = [];
    const writer = (async () => {
      for (let i = 0; writing; i++) written.push((await write(i % 3 === 0 ? 2 : 1)).position);
    })();

    await eventually(() => first.received.length >= 5);
    first.socket.disconnect();
    const last = first.received[first.received.length - 1].position;
    const writtenAtDisconnect = written.length;
    await eventually(() => written.length >= writtenAtDisconnect + 10);

    const second = await connect({ token: await tokenFor(alice), lastPosition: last });
    await eventually(() => second.received.length >= 15);
    writing = false;
    await writer;
    const [tail] = (await store.readAll(0, { rids: [1] })).slice(-1);
    await second.until(tail.position);

    const seen = [...first.received, ...second.received].map((m) => m.position);
    const expected = (await store.readAll(start.position - 1, { rids: [1] })).map((e) => e.position);
    expect(seen).toEqual(expected);
    expect(second.received[0].position).toBeGreaterThan(last);
  });

  it('treats a lastPosition this database never handed out as "from now"', async () => {
    const client = await connect({ token: await tokenFor(alice), lastPosition: 1_000_000_000 });
    const next = await write(1);
    await client.until(next.position);
    expect(client.received.map((m) => m.position)).toEqual([next.position]);
  });

  it('refuses an expired token with 43165 and a forged one with -500001 in connect_error data', async () => {
    const expired = await connectError(await tokenFor(alice, { ttl: 60, issuedAt: nowSeconds() - 120 }));
    expect(expired.data).toEqual({ code: 43165, message: expect.any(String) });
    const forged = await connectError(
      signAccessToken({ sub: alice, gid: 'g1', fam: randomUUID() }, 'another-secret', 600, nowSeconds()).accessToken,
    );
    expect(forged.data.code).toBe(-500001);
    expect((await connectError('not-a-token')).data.code).toBe(-500001);
  });

  it('takes super-admin standing from the directory, not the token, and refuses a refresh family that never existed', async () => {
    const claimsSuperAdmin = await connect({ token: await tokenFor(alice, { superAdmin: true }) });
    const elsewhere = await write(2);
    const own = await write(1);
    await claimsSuperAdmin.until(own.position);
    expect(claimsSuperAdmin.received.map((m) => m.position)).toEqual([own.position]);
    expect(elsewhere.position).toBeLessThan(own.position);
    const madeUp = signAccessToken({ sub: alice, gid: 'g1', fam: randomUUID() }, secret, 600, nowSeconds()).accessToken;
    expect((await connectError(madeUp)).data.code).toBe(-500001);
  });

  it("ends the socket at the access token's expiry with session-ended", async () => {
    // Expiry is in whole seconds: a 1 s token may have a few milliseconds left, less than a connect takes under load.
    const client = await connect({ token: await tokenFor(alice, { ttl: 3 }) });
    const ended = new Promise((resolve) => client.socket.once('session-ended', resolve));
    const closed = new Promise((resolve) => client.socket.once('disconnect', resolve));
    expect(await ended).toEqual({ reason: 'token-expired' });
    expect(await closed).toBe('io server disconnect');
  });

  it('closes a deleted user’s sockets at once, and a revoked refresh family’s', async () => {
    const bob = randomUUID();
    await addUser(bob, [1]);
    const client = await connect({ token: await tokenFor(bob) });
    const ended = new Promise((resolve) => client.socket.once('session-ended', resolve));
    const closed = new Promise((resolve) => client.socket.once('disconnect', resolve));
    await store.append(`user-${bob}`, 'any', [{ type: 'UserDeleted', data: { userId: bob } }], { rid: null, metadata: meta });
    expect(await ended).toEqual({ reason: 'user-deleted' });
    expect(await closed).toBe('io server disconnect');
    expect((await connectError(await tokenFor(bob))).data.code).toBe(-500001);

    const family = randomUUID();
    const aliceClient = await connect({ token: await tokenFor(alice, { family }) });
    const revoked = new Promise((resolve) => aliceClient.socket.once('session-ended', resolve));
    await db.dataSource.query(
      `INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at, revoked_at) VALUES ('h1', $1, $2, now() + interval '1 day', now())`,
      [family, alice],
    );
    expect(await revoked).toEqual({ reason: 'session-revoked' });
  });
});
