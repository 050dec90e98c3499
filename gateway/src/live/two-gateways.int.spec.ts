import type { NestExpressApplication } from '@nestjs/platform-express';
import { issueRefreshToken, signAccessToken } from '@covers/services/access';
import { EventStore } from '@covers/services/eventstore';
import { openTestDatabase, type TestDatabase } from '@covers/services/testing/test-database';
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { startTestApp } from '../testing/test-app';
import type { DomainEventMessage } from './domain-event-message';
import { LiveGateway } from './live.gateway';

const meta = { actor: 'writer-1', now: '2026-11-21T10:00:00.000Z' };
/** Set REDIS_URL (Redis at 127.0.0.1:6379 in CI's image) to run the two gateways on the shared adapter. */
const redisUrl = process.env.REDIS_URL ?? '';

describe(`two gateway processes on one database${redisUrl ? ' sharing Redis' : ''}`, () => {
  let db: TestDatabase;
  const apps: NestExpressApplication[] = [];
  const sockets: Socket[] = [];
  const secret = 'two-gateways-secret';
  const userId = randomUUID();

  beforeAll(async () => {
    db = await openTestDatabase();
    for (let i = 0; i < 2; i++) {
      apps.push((await startTestApp({ db, port: 0, env: { JWT_SECRET: secret, REDIS_URL: redisUrl } })).app);
    }
    await db.dataSource.query(
      `INSERT INTO outlets (rid, group_uid, name, ruid, currency, country_code, timezone) VALUES (1, 'g1', 'One', 'r1', 'SGD', 'SG', 'Asia/Singapore')`,
    );
    await db.dataSource.query(
      `INSERT INTO users (user_id, group_uid, username, staff_name, password_hash) VALUES ($1, 'g1', 'u', 'U', 'x')`,
      [userId],
    );
    await db.dataSource.query(`INSERT INTO user_outlets (user_id, rid) VALUES ($1, 1)`, [userId]);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const app of apps) await app.close();
    await db.close();
  });

  async function connect(app: NestExpressApplication) {
    const family = randomUUID();
    await issueRefreshToken(db.dataSource.manager, userId, family, new Date(), 3600);
    const token = signAccessToken({ sub: userId, gid: 'g1', fam: family }, secret, 600, Math.floor(Date.now() / 1000)).accessToken;
    const socket = io(await app.getUrl(), {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    const received: number[] = [];
    socket.on('domain-event', (m: DomainEventMessage) => received.push(m.position));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return received;
  }

  it('delivers every event once to the clients of both, whichever process wrote it', async () => {
    const adapter = apps[0].get(LiveGateway).server.of('/').adapter.constructor.name;
    expect(adapter).toBe(redisUrl ? 'RedisAdapter' : 'Adapter');
    const onFirst = await connect(apps[0]);
    const onSecond = await connect(apps[1]);
    const written: number[] = [];
    for (let i = 0; i < 6; i++) {
      const store = apps[i % 2].get(EventStore);
      const { events } = await store.append(`table-${randomUUID()}`, 0, [{ type: 'TableTouched', data: {} }], { rid: 1, metadata: meta });
      written.push(events[0].position);
    }
    const last = written[written.length - 1];
    for (const received of [onFirst, onSecond]) {
      while (!received.includes(last)) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(onFirst).toEqual(written);
    expect(onSecond).toEqual(written);
  });
});
