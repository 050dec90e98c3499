import type { RecordedEvent } from './event.types';
import { FoldCache, type Folding } from './fold-cache';

/** A stream's state: the words of its events, in order. */
const words: Folding<string[]> = {
  initialState: () => [],
  evolve: (state, event: RecordedEvent) => {
    state.push((event.data as { word: string }).word);
    return state;
  },
  copy: (state) => [...state],
  size: (state) => state.length,
};

const stream = (...said: string[]) => said.map((word, i) => ({ streamVersion: i + 1, data: { word } }) as unknown as RecordedEvent);

/** Reads `events` as a store would: those after the version asked for, noting each version asked for. */
function reader(events: RecordedEvent[]) {
  const asked: number[] = [];
  return { asked, readAfter: async (version: number) => (asked.push(version), events.filter((e) => e.streamVersion > version)) };
}

describe('a fold cache', () => {
  it('folds a stream whole once, then only what was stored after the version it kept', async () => {
    const cache = new FoldCache();
    const first = reader(stream('a', 'b'));
    expect(await cache.read('s', words, first.readAfter)).toEqual({ state: ['a', 'b'], version: 2 });
    const later = reader(stream('a', 'b', 'c'));
    expect(await cache.read('s', words, later.readAfter)).toEqual({ state: ['a', 'b', 'c'], version: 3 });
    expect([...first.asked, ...later.asked]).toEqual([0, 2]);
  });

  it('hands out states the caller may change without changing the one it keeps', async () => {
    const cache = new FoldCache();
    const { readAfter } = reader(stream('a'));
    const { state } = await cache.read('s', words, readAfter);
    words.evolve(state, { data: { word: 'not stored' } } as never);
    expect((await cache.read('s', words, readAfter)).state).toEqual(['a']);
  });

  it('folds whole a stream it kept by another folding, or forgot', async () => {
    const cache = new FoldCache();
    const events = reader(stream('a', 'b'));
    await cache.read('s', words, events.readAfter);
    await cache.read('s', { ...words }, events.readAfter);
    cache.forget('s');
    await cache.read('s', words, events.readAfter);
    expect(events.asked).toEqual([0, 0, 0]);
  });

  it('keeps a state remembered at a version, never one older than it keeps', async () => {
    const cache = new FoldCache();
    cache.remember('s', words, 3, ['a', 'b', 'c']);
    cache.remember('s', words, 2, ['a', 'b']);
    const events = reader(stream('a', 'b', 'c', 'd'));
    expect(await cache.read('s', words, events.readAfter)).toEqual({ state: ['a', 'b', 'c', 'd'], version: 4 });
    expect(events.asked).toEqual([3]);
  });

  it('lets the least recently used streams go past its bound', async () => {
    const cache = new FoldCache();
    const big = Array.from({ length: 30_000 }, (_, i) => `w${i}`);
    cache.remember('old', words, 1, big);
    cache.remember('new', words, 1, big);
    const events = reader(stream('x'));
    await cache.read('old', words, events.readAfter);
    expect(events.asked).toEqual([0]);
  });
});
