import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  MESSAGING_TOPIC,
  messagingKey,
  openSealedMessage,
  SignInService,
  type MessageSecret,
  type OutboxMessage,
  type OutgoingMessage,
} from '@covers/services/access';
import { FIXTURE_PASSWORD, seedAccessFixture, type AccessFixture } from '@covers/services/access/testing/access-fixture';
import { DinersService } from '@covers/services/diners';
import { EventStore } from '@covers/services/eventstore';
import { openTestDatabase, type TestDatabase } from '@covers/services/testing/test-database';
import request from 'supertest';
import { createApp } from '../app.factory';
import { loadConfig, type GatewayConfig } from '../config/config';

export interface TestAppOptions {
  /** Environment on top of the test defaults (JWT_SECRET, REDIS_URL, SEED_DEMO, RATE_LIMIT_MAX...). */
  env?: Record<string, string>;
  /** A database already open (several gateways on one database): its opener closes it. */
  db?: TestDatabase;
  /** Connections of a database opened here. */
  poolSize?: number;
  /** Listen on 127.0.0.1 at this port (0: any free one), for Socket.IO and y-websocket clients. */
  port?: number;
}

/** A gateway under test on a fresh migrated database. */
export interface TestApp {
  db: TestDatabase;
  app: NestExpressApplication;
  config: GatewayConfig;
  store: EventStore;
  http(): ReturnType<typeof request>;
  /** Group acme (outlets 11 and 12, its users) and group other (outlet 21): see access-fixture. */
  seedAccess(): Promise<AccessFixture>;
  /** An access token of a user of the access fixture. */
  signIn(username: string, companyId?: string): Promise<string>;
  /** The messages of this kind sent so far (super-admin codes, reset links), oldest first, opened as the mailer opens them. */
  sentMessages(kind: OutgoingMessage['kind']): Promise<(OutboxMessage & MessageSecret)[]>;
  /** The read models kept after each commit (the diners' match keys) caught up: the tables then hold only what was asked. */
  settled(): Promise<void>;
  /** Closes the gateway, and the database if it was opened here. */
  close(): Promise<void>;
}

/** The test defaults: the test database, no demo data, quiet logs, a rate limit no test reaches, no message delivery. */
export function testConfig(db: TestDatabase, env: Record<string, string> = {}): GatewayConfig {
  return loadConfig({
    ...process.env,
    DATABASE_URL: db.url,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    MESSAGING_DELIVERY: 'false',
    ...env,
  });
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.db ?? (await openTestDatabase({ poolSize: options.poolSize }));
  const config = testConfig(db, options.env);
  const app = await createApp(config);
  if (options.port === undefined) await app.init();
  else await app.listen(options.port, '127.0.0.1');
  const store = app.get(EventStore);
  return {
    db,
    app,
    config,
    store,
    http: () => request(app.getHttpServer()),
    seedAccess: () => seedAccessFixture(store),
    signIn: async (username, companyId = 'acme') =>
      (await app.get(SignInService).signIn({ companyId, username, password: FIXTURE_PASSWORD })).accessToken,
    async sentMessages(kind) {
      const rows: { payload: OutboxMessage }[] = await db.dataSource.query(`SELECT payload FROM outbox WHERE topic = $1 ORDER BY id`, [
        MESSAGING_TOPIC,
      ]);
      return rows
        .map((row) => row.payload)
        .filter((payload) => payload.kind === kind)
        .map((payload) => ({ ...payload, ...openSealedMessage(payload.sealed, messagingKey(config.messagingSecret)) }));
    },
    settled: () => app.get(DinersService).matchKeys.catchUp(),
    async close() {
      await app.close();
      if (!options.db) await db.close();
    },
  };
}
