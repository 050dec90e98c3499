import type { RecordedEvent } from './event.types';

/** How a stream's state is folded, and copied so that a cached state is never changed by the fold that uses it. */
export interface Folding<State> {
  initialState(): State;
  evolve(state: State, event: never): State;
  /** A copy the caller may change (evolve may update in place) without touching the one kept. */
  copy(state: State): State;
  /** What the state holds, counted against the cache's bound (1 when not given). */
  size?(state: State): number;
}

interface Folded {
  folding: Folding<unknown>;
  version: number;
  state: unknown;
  size: number;
}

/** States kept folded per process, in size units (a day counts its bookings: 50,000 bookings are about 40 MB). */
const MAX_SIZE = 50_000;
const MAX_STREAMS = 2_000;

/**
 * Streams as this process last folded them, at their version. A stream is caught up with the events stored after that
 * version (usually one decision's) instead of being read and folded whole again: a busy service day's every booking
 * and status change would otherwise be read back for the next one. Events never change once stored, so a state kept at
 * a version stays right; the least recently used go first.
 */
export class FoldCache {
  private readonly streams = new Map<string, Folded>();
  private size = 0;

  /**
   * The stream's state as stored now and its version; the state returned is the caller's to change. `keep` false: what
   * was read is not kept (a transaction that wrote to the stream reads its own writes, which may yet roll back).
   */
  async read<State>(
    streamId: string,
    folding: Folding<State>,
    readAfter: (version: number) => Promise<RecordedEvent[]>,
    keep = true,
  ): Promise<{ state: State; version: number }> {
    const known = this.streams.get(streamId);
    const from = known?.folding === folding ? known : undefined;
    const events = await readAfter(from?.version ?? 0);
    let state = from ? (from.state as State) : folding.initialState();
    let version = from?.version ?? 0;
    if (events.length > 0) {
      if (from) state = folding.copy(state);
      for (const event of events) state = folding.evolve(state, event as never);
      version = events[events.length - 1].streamVersion;
    }
    if (keep && version > 0) this.remember(streamId, folding, version, state);
    return { state: folding.copy(state), version };
  }

  /** A stream's state at a version (as read, or as this process stored it): kept as the most recently used. */
  remember<State>(streamId: string, folding: Folding<State>, version: number, state: State): void {
    const known = this.streams.get(streamId);
    if (known && known.folding === folding && known.version > version) return;
    this.forget(streamId);
    const size = folding.size?.(state) ?? 1;
    this.streams.set(streamId, { folding: folding as Folding<unknown>, version, state, size });
    this.size += size;
    for (const [oldest] of this.streams) {
      if (this.size <= MAX_SIZE && this.streams.size <= MAX_STREAMS) break;
      this.forget(oldest);
    }
  }

  forget(streamId: string): void {
    const known = this.streams.get(streamId);
    if (!known) return;
    this.streams.delete(streamId);
    this.size -= known.size;
  }
}
