import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { ConcurrencyError } from './concurrency-error';
import { EventStore } from './event-store';

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
    await store.append('note-1', 1, [{ type: 'NoteEdited', data: { text: 'b' } }, { type: 'NoteEdited', data: { text: 'c' } }], { rid: 1, metadata: meta });
    const events = await store.readStream('note-1');
    expect(events.map((e) => [e.streamVersion, e.type, e.data])).toEqual([
      [1, 'NoteWritten', { text: 'a' }],
      [2, 'NoteEdited', { text: 'b' }],
      [3, 'NoteEdited', { text: 'c' }],
    ]);
    expect(events[0].metadata).toEqual(meta);
    await expect(store.append('note-1', 1, [{ type: 'NoteEdited', data: {} }], { rid: 1, metadata: meta })).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(store.append('note-1', 0, [{ type: 'NoteWritten', data: {} }], { rid: 1, metadata: meta })).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(store.append('note-1', 7, [{ type: 'NoteEdited', data: {} }], { rid: 1, metadata: meta })).rejects.toBeInstanceOf(ConcurrencyError);
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

  it('writes one outbox row per event in the same transaction', async () => {
    const { events } = await store.append('outlet-9', 'any', [{ type: 'A', data: {} }, { type: 'B', data: {} }], { rid: 9, metadata: meta });
    const rows = await db.dataSource.query(`SELECT position, topic FROM outbox WHERE message_key = 'outlet-9' ORDER BY id`);
    expect(rows.map((r: { position: string; topic: string }) => [Number(r.position), r.topic])).toEqual(events.map((e) => [e.position, 'covers.outlet']));
  });
});
