import { Controller, type INestApplication, Post } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { type Decider, EventStore, handleCommand } from '@covers/services/eventstore';
import { openTestDatabase, type TestDatabase } from '@covers/services/testing/test-database';
import request from 'supertest';
import { Public } from '../access/route-access.decorators';
import { AppModule } from '../app.module';
import { testConfig } from '../testing/test-app';

const meta = { actor: 'user-1', now: '2026-11-21T10:00:00.000Z' };

/** A tiny decider: each command writes one Noted event. */
const notes: Decider<number, object, { type: 'Noted'; data: object }> = {
  initialState: () => 0,
  decide: () => [{ type: 'Noted', data: {} }],
  evolve: (n) => n + 1,
};

/** Test hooks the probe routes obey. */
const probe = {
  interferences: 0,
  attempts: 0,
  entered: () => undefined as void,
  gate: Promise.resolve(),
};

/** Routes that run real commands through handleCommand, so the gateway's own error mapping and shutdown apply. */
@Public()
@Controller('probe')
class ProbeController {
  constructor(private readonly store: EventStore) {}

  /** Another writer slips in after every read, `probe.interferences` times. */
  @Post('contended')
  async contended() {
    const store = this.store;
    const interfering = Object.create(store) as EventStore;
    interfering.readStream = async (streamId) => {
      probe.attempts++;
      const history = await store.readStream(streamId);
      if (probe.interferences-- > 0) await store.append(streamId, 'any', [{ type: 'Interfered', data: {} }], { rid: 1, metadata: meta });
      return history;
    };
    const { events } = await handleCommand(interfering, notes, { streamId: 'note-contended', rid: 1 }, {}, meta);
    return { position: events[0].position };
  }

  /** Holds the request until the test opens the gate, then writes. */
  @Post('slow')
  async slow() {
    probe.entered();
    await probe.gate;
    const { events } = await handleCommand(this.store, notes, { streamId: 'note-slow', rid: 1 }, {}, meta);
    return { position: events[0].position };
  }
}

describe('commands through the gateway', () => {
  let db: TestDatabase;
  let app: INestApplication;

  async function startApp(): Promise<INestApplication> {
    const moduleRef = await Test.createTestingModule({
      imports: [AppModule.register(testConfig(db, { REDIS_URL: '' }))],
      controllers: [ProbeController],
    }).compile();
    const started = moduleRef.createNestApplication();
    await started.init();
    return started;
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    app = await startApp();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('retries a version clash on fresh state, then answers a lasting one with HTTP 409 CONCURRENCY_CONFLICT', async () => {
    Object.assign(probe, { interferences: 1, attempts: 0 });
    const retried = await request(app.getHttpServer()).post('/probe/contended');
    expect(retried.status).toBe(201);
    expect(probe.attempts).toBe(2);

    Object.assign(probe, { interferences: 100, attempts: 0 });
    const refused = await request(app.getHttpServer()).post('/probe/contended');
    expect(refused.status).toBe(409);
    expect(refused.body.status.code).toBe(40901);
    expect(refused.body.result).toEqual({ error: 'CONCURRENCY_CONFLICT' });
    expect(probe.attempts).toBe(5);
    const types = (await db.dataSource.query(`SELECT type FROM events WHERE stream_id = 'note-contended' ORDER BY stream_version`)).map(
      (r: { type: string }) => r.type,
    );
    expect(types).toEqual(['Interfered', 'Noted', ...Array(5).fill('Interfered')]);
  });

  it('on shutdown (what SIGTERM runs) stops accepting, lets the command in flight commit whole, then closes the database', async () => {
    const stopping = await startApp();
    await stopping.listen(0, '127.0.0.1');
    const url = await stopping.getUrl();
    let open!: () => void;
    probe.gate = new Promise((resolve) => (open = resolve));
    const entered = new Promise<void>((resolve) => (probe.entered = resolve));

    const inFlight = fetch(`${url}/probe/slow`, { method: 'POST' });
    await entered;
    const closing = stopping.close();
    const server = stopping.getHttpServer();
    while (server.listening) await new Promise((resolve) => setImmediate(resolve));
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();

    open();
    const response = await inFlight;
    expect(response.status).toBe(201);
    const { result } = (await response.json()) as { result: { position: number } };
    await closing;

    const rows = await db.dataSource.query(
      `SELECT e.type, o.topic FROM events e JOIN outbox o ON o.position = e.position WHERE e.stream_id = 'note-slow'`,
    );
    expect(rows).toEqual([{ type: 'Noted', topic: 'covers.note' }]);
    const [{ position }] = await db.dataSource.query(`SELECT position FROM events WHERE stream_id = 'note-slow'`);
    expect(Number(position)).toBe(result.position);
  });
});
