import type { ListRequest, OutletClock } from '@covers/shared';
import { LRUCache } from 'lru-cache';

/** Lists kept per gateway process, by their JSON's length (2,000 bookings are about 1.2 MB). */
const MAX_CACHED_CHARS = 64 * 1024 * 1024;

/**
 * The day lists as built, each valid while its day stream stays at the version it was built at: every write to
 * a day's bookings appends to that stream, and the inline projection commits with it. Every tablet refetches
 * the list after each change on the floor; they share one build. The clock's minute is part of the key (Late
 * and Overstayed come from it).
 */
export class DayListCache {
  private readonly lists = new LRUCache<string, { version: number; json: string }>({
    maxSize: MAX_CACHED_CHARS,
    sizeCalculation: (entry) => Math.max(1, entry.json.length),
  });

  async get(rid: number, request: ListRequest, clock: OutletClock, version: number, build: () => Promise<string>): Promise<string> {
    const key = JSON.stringify([rid, request, clock.date, clock.minute]);
    const cached = this.lists.get(key);
    if (cached?.version === version) return cached.json;
    const json = await build();
    this.lists.set(key, { version, json });
    return json;
  }
}
