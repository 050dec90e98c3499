import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { handleCommand, type Decider } from './command-handler';
import { ConcurrencyError } from './concurrency-error';
import { EventStore } from './event-store';
import type { RecordedEvent } from './event.types';
import type { Folding } from './fold-cache';
import type { Projection } from './projection';

const meta = { actor: 'user-1', now: '2026-11-21T10:00:00.000Z' };

describe('EventStore on PostgreSQL', () => {
  let db: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    db = await openTestDatabase({ poolSize: 60 });
    store = new EventStore(db.dataSource);
  });
  afterAll(() => db.close());

  it('appends, reads the stream back in order and refuses a stale expected version', async () => {
    await store.append('note-1', 0, [{ type: 'NoteWritten', data: { text: 'a' } }], { rid: 1, metadata: meta });
    await store.append(
      'note-1',
      1,
      [
        { type: 'NoteEdited', data: { text: 'b' } },
        { type: 'NoteEdited', data: { text: 'c' } },
      ],
      { rid: 1, metadata: meta },
    );
    const events = await store.readStream('note-1');
    expect(events.map((e) => [e.streamVersion, e.type, e.data])).toEqual([
      [1, 'NoteWritten', { text: 'a' }],
      [2, 'NoteEdited', { text: 'b' }],
      [3, 'NoteEdited', { text: 'c' }],
    ]);
    expect(events[0].metadata).toEqual(meta);
    await expect(store.append('note-1', 1, [{ type: 'NoteEdited', data: {} }], { rid: 1, metadata: meta })).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
    await expect(store.append('note-1', 0, [{ type: 'NoteWritten', data: {} }], { rid: 1, metadata: meta })).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
    await expect(store.append('note-1', 7, [{ type: 'NoteEdited', data: {} }], { rid: 1, metadata: meta })).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
    expect(await store.readStream('note-1')).toHaveLength(3);
  });

  it('lets exactly one of 50 concurrent appends with the same expected version win', async () => {
    await store.append('race-1', 0, [{ type: 'RaceStarted', data: {} }], { rid: 1, metadata: meta });
    const attempts = Array.from({ length: 50 }, (_, i) =>
      store.append('race-1', 1, [{ type: 'RaceWon', data: { by: i } }], { rid: 1, metadata: meta }),
    );
    const results = await Promise.allSettled(attempts);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const r of lost) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
    expect(await store.readStream('race-1')).toHaveLength(2);
  });

  it('gives back the appended events as a read gives them', async () => {
    const data = { zeta: 'ü "quoted" \\', alpha: { list: [1, 2.5, null, { b: true, a: 'x' }] }, empty: {} };
    const { events } = await store.append(
      'shape-1',
      0,
      [
        { type: 'Shaped', data },
        { type: 'Shaped', data: { n: 2 } },
      ],
      { rid: null, metadata: meta },
    );
    const stored = await store.readStream('shape-1');
    expect(events.map((e) => JSON.stringify(e.data))).toEqual(stored.map((e) => JSON.stringify(e.data)));
    expect(events[0].data).toEqual(data);
  });

  it('reads the log without the batches a reader leaves out, and every other event whole', async () => {
    const { events } = await store.append(
      'batch-1',
      0,
      [
        { type: 'RowsImported', data: { rows: [{ n: 1 }, { n: 2 }], extra: [3], source: 'csv' } },
        { type: 'RowWritten', data: { rows: [{ n: 4 }], source: 'hand' } },
      ],
      { rid: 1, metadata: meta },
    );
    const read = await store.readAll(events[0].position - 1, { batchesLeftOut: { types: ['RowsImported'], keys: ['rows', 'extra'] } });
    expect(read.filter((e) => e.streamId === 'batch-1').map((e) => e.data)).toEqual([
      { source: 'csv' },
      { rows: [{ n: 4 }], source: 'hand' },
    ]);
  });

  it('compresses event payloads and their outbox copies with lz4 where the server has it', async () => {
    const [{ lz4 }] = await db.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)) AS lz4`,
    );
    const columns = await db.dataSource.query(
      `SELECT attname, attcompression FROM pg_attribute WHERE (attrelid, attname) IN (('events'::regclass, 'data'), ('outbox'::regclass, 'payload')) ORDER BY attname`,
    );
    expect(columns).toEqual([
      { attname: 'data', attcompression: lz4 ? 'l' : '' },
      { attname: 'payload', attcompression: lz4 ? 'l' : '' },
    ]);
  });

  it('writes one outbox row per event, referencing it by position, in the same transaction', async () => {
    const { events } = await store.append(
      'outlet-9',
      'any',
      [
        { type: 'A', data: {} },
        { type: 'B', data: {} },
      ],
      { rid: 9, metadata: meta },
    );
    const rows = await db.dataSource.query(`SELECT position, topic, payload FROM outbox WHERE message_key = 'outlet-9' ORDER BY id`);
    // The row names the event; the event's data is stored once, in events.
    expect(rows.map((r: { position: string; topic: string; payload: unknown }) => [Number(r.position), r.topic, r.payload])).toEqual(
      events.map((e) => [e.position, 'covers.outlet', null]),
    );
  });

  describe('appendMany', () => {
    const noteProjection: Projection = {
      name: 'test-notes',
      tables: ['test_notes'],
      handles: ['NoteWritten'],
      apply: async (manager, event) => {
        await manager.query(`INSERT INTO test_notes (stream_id, text) VALUES ($1, $2)`, [
          event.streamId,
          (event.data as { text: string }).text,
        ]);
      },
    };
    let projected: EventStore;
    const written = (text: string) => [{ type: 'NoteWritten', data: { text } }];
    const countOf = async (streamIds: string[]) => {
      const [row] = await db.dataSource.query(
        `SELECT (SELECT count(*)::int FROM events WHERE stream_id = ANY($1)) AS events, (SELECT count(*)::int FROM outbox WHERE message_key = ANY($1)) AS outbox,
                (SELECT count(*)::int FROM test_notes WHERE stream_id = ANY($1)) AS notes`,
        [streamIds],
      );
      return row;
    };

    beforeAll(async () => {
      await db.dataSource.query(`CREATE TABLE test_notes (stream_id text NOT NULL, text text NOT NULL)`);
      projected = new EventStore(db.dataSource, [noteProjection]);
    });

    it('writes several streams with their projections and outbox rows, results in the order asked', async () => {
      await projected.append('many-b', 0, written('b1'), { rid: 1, metadata: meta });
      const [b, a] = await projected.appendMany(
        [
          { streamId: 'many-b', expectedVersion: 1, events: written('b2'), rid: 1 },
          { streamId: 'many-a', expectedVersion: 0, events: [...written('a1'), ...written('a2')], rid: 2 },
        ],
        meta,
      );
      expect([b.nextExpectedVersion, a.nextExpectedVersion]).toEqual([2, 2]);
      expect(a.events.map((e) => [e.streamId, e.rid, e.streamVersion])).toEqual([
        ['many-a', 2, 1],
        ['many-a', 2, 2],
      ]);
      expect(await countOf(['many-a', 'many-b'])).toEqual({ events: 4, outbox: 4, notes: 4 });
    });

    it('hands a projection with applyAll the events of every stream at once, in position order', async () => {
      const calls: string[][] = [];
      const together = new EventStore(db.dataSource, [
        {
          ...noteProjection,
          applyAll: async (_, events) => void calls.push(events.map((event) => `${event.streamId}:${event.streamVersion}`)),
        },
      ]);
      const [e, d] = await together.appendMany(
        [
          { streamId: 'many-e', expectedVersion: 0, events: [...written('e1'), ...written('e2')], rid: 1 },
          { streamId: 'many-d', expectedVersion: 0, events: written('d1'), rid: 1 },
        ],
        meta,
      );
      expect(calls).toEqual([['many-d:1', 'many-e:1', 'many-e:2']]);
      expect(d.events[0].position).toBeLessThan(e.events[0].position);
    });

    it('writes nothing at all when one stream moved on, and names that stream', async () => {
      const attempt = projected.appendMany(
        [
          { streamId: 'many-c', expectedVersion: 0, events: written('c1'), rid: 1 },
          { streamId: 'many-b', expectedVersion: 1, events: written('stale'), rid: 1 },
        ],
        meta,
      );
      await expect(attempt).rejects.toMatchObject({ name: 'ConcurrencyError', streamId: 'many-b' });
      expect(await countOf(['many-c'])).toEqual({ events: 0, outbox: 0, notes: 0 });
      expect(await countOf(['many-b'])).toEqual({ events: 2, outbox: 2, notes: 2 });
    });

    it('lets one of many concurrent multi-stream appends over the same streams win, whatever their order, without deadlock', async () => {
      const attempts = Array.from({ length: 12 }, (_, i) => {
        const pair = [
          { streamId: 'many-x', expectedVersion: 0, events: written(`x${i}`), rid: 1 },
          { streamId: 'many-y', expectedVersion: 0, events: written(`y${i}`), rid: 1 },
        ];
        return projected.appendMany(i % 2 === 0 ? pair : pair.reverse(), meta);
      });
      const results = await Promise.allSettled(attempts);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results.filter((r) => r.status === 'rejected'))
        expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
      expect(await countOf(['many-x', 'many-y'])).toEqual({ events: 2, outbox: 2, notes: 2 });
    });
  });

  it('queues commands on one stream from two stores (two processes) instead of clashing: 40 at once, none retried', async () => {
    /** Counts its stream's events; each command writes the count it saw, so a decision overtaken by another shows as a repeat. */
    const counter: Decider<number, object, { type: 'Counted'; data: { seen: number } }> = {
      initialState: () => 0,
      decide: (_, seen) => [{ type: 'Counted', data: { seen } }],
      evolve: (n) => n + 1,
    };
    const stores = [store, new EventStore(db.dataSource)];
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        handleCommand(stores[i % 2], counter, { streamId: 'counter-1', rid: 1 }, {}, meta, { maxAttempts: 1 }),
      ),
    );
    const seen = (await store.readStream('counter-1')).map((e) => (e.data as { seen: number }).seen);
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it('keeps a stream folded between decisions, caught up with what another store (process) wrote meanwhile', async () => {
    /** As the counter above, but kept folded: each store reads only what followed its own last fold. */
    const counter: Decider<{ n: number }, object, { type: 'Counted'; data: { seen: number } }> = {
      initialState: () => ({ n: 0 }),
      decide: (_, { n }) => [{ type: 'Counted', data: { seen: n } }],
      evolve: (state) => {
        state.n++;
        return state;
      },
    };
    counter.folding = { initialState: counter.initialState, evolve: counter.evolve, copy: (state) => ({ ...state }) };
    const stores = [store, new EventStore(db.dataSource)];
    const reads = jest.spyOn(stores[1], 'readStream');
    const count = (i: number) =>
      handleCommand(stores[i % 2], counter, { streamId: 'folded-counter-1', rid: 1 }, {}, meta, { maxAttempts: 1 });
    for (let i = 0; i < 10; i++) await count(i);
    await Promise.all(Array.from({ length: 30 }, (_, i) => count(10 + i)));
    const seen = (await store.readStream('folded-counter-1')).map((e) => (e.data as { seen: number }).seen);
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(reads.mock.calls.slice(1).every(([, , afterVersion]) => (afterVersion ?? 0) > 0)).toBe(true);
  });

  it('keeps no fold of a stream read after the transaction wrote to it, so a rollback leaves no phantom event', async () => {
    const notes: Folding<string[]> = {
      initialState: () => [],
      evolve: (state, event: RecordedEvent) => [...state, event.type],
      copy: (state) => [...state],
    };
    await store.append('folded-notes-1', 0, [{ type: 'Kept', data: {} }], { rid: 1, metadata: meta });
    await expect(
      store.withStreamsLocked(['folded-notes-1'], async (tx) => {
        expect((await tx.readFolded('folded-notes-1', notes)).state).toEqual(['Kept']);
        await tx.append('folded-notes-1', 1, [{ type: 'RolledBack', data: {} }], { rid: 1, metadata: meta });
        expect((await tx.readFolded('folded-notes-1', notes)).state).toEqual(['Kept', 'RolledBack']);
        throw new Error('the decision fails after all');
      }),
    ).rejects.toThrow('the decision fails after all');
    // Another process writes version 2; this store's fold must catch it up, not take it for the rolled-back event.
    await new EventStore(db.dataSource).append('folded-notes-1', 1, [{ type: 'Committed', data: {} }], { rid: 1, metadata: meta });
    const after = await store.withStreamsLocked(['folded-notes-1'], (tx) => tx.readFolded('folded-notes-1', notes));
    expect(after).toEqual({ state: ['Kept', 'Committed'], version: 2 });
  });
});
