import type { EntityManager } from 'typeorm';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { EventStore } from './event-store';
import type { Projection } from './projection';
import { rebuildProjections } from './rebuild-projections';
import { projectionSubscriber, SubscriptionRunner } from './subscription-runner';

const meta = { actor: 'user-1', now: '2026-11-21T10:00:00.000Z' };

/** A read model of its own: a counter per stream and a log with a serial id, so identity restarts matter. */
const notesProjection: Projection = {
  name: 'test-notes',
  tables: ['test_note_totals', 'test_note_log'],
  handles: ['NoteWritten', 'NoteErased'],
  async apply(manager: EntityManager, event) {
    const text = (event.data as { text?: string }).text ?? null;
    await manager.query(`INSERT INTO test_note_log (stream_id, type, text, at) VALUES ($1, $2, $3, $4)`, [
      event.streamId,
      event.type,
      text,
      event.recordedAt,
    ]);
    const delta = event.type === 'NoteWritten' ? 1 : -1;
    await manager.query(
      `INSERT INTO test_note_totals (stream_id, notes, last_position) VALUES ($1, $2, $3)
       ON CONFLICT (stream_id) DO UPDATE SET notes = test_note_totals.notes + $2, last_position = $3`,
      [event.streamId, delta, event.position],
    );
  },
};

async function tableDigest(db: TestDatabase, table: string): Promise<string> {
  const [{ digest }] = await db.dataSource.query(
    `SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM ${table} t`,
  );
  return digest;
}

describe('projections', () => {
  let db: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.dataSource.query(
      `CREATE TABLE test_note_totals (stream_id text PRIMARY KEY, notes integer NOT NULL, last_position bigint NOT NULL)`,
    );
    await db.dataSource.query(
      `CREATE TABLE test_note_log (id bigserial PRIMARY KEY, stream_id text NOT NULL, type text NOT NULL, text text, at timestamptz NOT NULL)`,
    );
    store = new EventStore(db.dataSource, [notesProjection]);
  });
  afterAll(() => db.close());

  it('rebuilds the read model tables byte for byte from the events', async () => {
    for (let i = 0; i < 30; i++) {
      const stream = `note-${i % 7}`;
      const events = [
        { type: 'NoteWritten', data: { text: `n${i}` } },
        ...(i % 3 === 0 ? [{ type: 'NoteErased', data: {} }] : []),
        { type: 'Ignored', data: {} },
      ];
      await store.append(stream, 'any', events, { rid: 1, metadata: meta });
    }
    const before = [await tableDigest(db, 'test_note_totals'), await tableDigest(db, 'test_note_log')];
    await db.dataSource.query(`UPDATE test_note_totals SET notes = notes + 100 WHERE stream_id = 'note-1'`);
    await db.dataSource.query(`DELETE FROM test_note_log WHERE id % 2 = 0`);
    expect(await tableDigest(db, 'test_note_totals')).not.toBe(before[0]);

    const result = await rebuildProjections(store);
    expect(result).toEqual({ events: 40, projections: ['test-notes'] });
    expect([await tableDigest(db, 'test_note_totals'), await tableDigest(db, 'test_note_log')]).toEqual(before);
  });

  it('feeds an async projection from its checkpoint, and a restarted runner resumes without re-applying', async () => {
    await db.dataSource.query(`CREATE TABLE test_async_counts (type text PRIMARY KEY, n integer NOT NULL)`);
    const counts: Projection = {
      name: 'test-async-counts',
      tables: ['test_async_counts'],
      handles: ['NoteWritten', 'NoteErased'],
      async apply(manager, event) {
        await manager.query(
          `INSERT INTO test_async_counts (type, n) VALUES ($1, 1) ON CONFLICT (type) DO UPDATE SET n = test_async_counts.n + 1`,
          [event.type],
        );
      },
    };
    const runner = new SubscriptionRunner(store, projectionSubscriber(counts), { batchSize: 7 });
    await runner.start();
    const { events } = await store.append('note-x', 'any', [{ type: 'NoteWritten', data: { text: 'x' } }], { rid: 1, metadata: meta });
    await runner.waitFor(events[0].position);
    await runner.stop();
    expect(await db.dataSource.query(`SELECT type, n FROM test_async_counts ORDER BY type`)).toEqual([
      { type: 'NoteErased', n: 10 },
      { type: 'NoteWritten', n: 31 },
    ]);

    const more = await store.append('note-y', 'any', [{ type: 'NoteErased', data: {} }], { rid: 1, metadata: meta });
    const restarted = new SubscriptionRunner(store, projectionSubscriber(counts));
    await restarted.start();
    expect(restarted.position).toBe(events[0].position);
    await restarted.waitFor(more.events[0].position);
    await restarted.stop();
    expect(await db.dataSource.query(`SELECT type, n FROM test_async_counts ORDER BY type`)).toEqual([
      { type: 'NoteErased', n: 11 },
      { type: 'NoteWritten', n: 31 },
    ]);
  });

  it('hands a subscriber none of the events it ignores, and its checkpoint passes them', async () => {
    const handed: string[] = [];
    const runner = new SubscriptionRunner(store, {
      name: 'test-ignoring',
      ignores: ['NoteErased'],
      async handle(_manager, events) {
        handed.push(...events.map((event) => event.type));
      },
    });
    await runner.start();
    const { events } = await store.append(
      'note-z',
      'any',
      [
        { type: 'NoteWritten', data: { text: 'z' } },
        { type: 'NoteErased', data: {} },
      ],
      { rid: 1, metadata: meta },
    );
    await runner.waitFor(events[1].position);
    await runner.stop();
    expect(handed.length).toBeGreaterThan(0);
    expect(handed).not.toContain('NoteErased');
    expect(handed.at(-1)).toBe('NoteWritten');
  });
});
