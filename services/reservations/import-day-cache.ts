import type { EventStore } from '../eventstore';
import type { ReservationDayEvent } from './reservations.events';
import { evolveDay, initialDay, type ReservationDay } from './reservations.state';

/** Bookings kept folded per process (about 40 MB); the least recently used days go first. */
const MAX_BOOKINGS = 50_000;

interface FoldedDay {
  version: number;
  day: ReservationDay;
}

const copyOf = (day: ReservationDay): ReservationDay => ({ reservations: new Map(day.reservations), tables: new Map(day.tables) });

/**
 * Service days as imports in this process last folded or stored them, at their stream version. A day is
 * caught up with the events stored after that version (usually none) instead of being read and folded
 * whole again: a file imported in several requests would otherwise read every earlier request's bookings
 * back each time. Nothing is trusted beyond that: the append's version check still refuses a decision on a
 * day written elsewhere meanwhile, and such an import forgets its days and reads them again.
 */
export class ImportDayCache {
  private readonly days = new Map<string, FoldedDay>();
  private bookings = 0;

  /** The day as stored now and its version; the copy returned is the caller's to change. */
  async read(store: EventStore, streamId: string): Promise<FoldedDay> {
    let folded = this.days.get(streamId) ?? { version: 0, day: initialDay() };
    const events = await store.readStream(streamId, undefined, folded.version);
    if (events.length > 0) {
      const day = copyOf(folded.day);
      for (const event of events) evolveDay(day, event as unknown as ReservationDayEvent);
      folded = { version: events[events.length - 1].streamVersion, day };
    }
    this.remember(streamId, folded.version, folded.day);
    return { version: folded.version, day: copyOf(folded.day) };
  }

  /** A day at a version, as read or as this process stored it; kept as the most recently used. */
  remember(streamId: string, version: number, day: ReservationDay): void {
    const known = this.days.get(streamId);
    if (known && known.version > version) return;
    this.forget(streamId);
    this.days.set(streamId, { version, day });
    this.bookings += day.reservations.size;
    for (const [oldest] of this.days) {
      if (this.bookings <= MAX_BOOKINGS) break;
      this.forget(oldest);
    }
  }

  forget(streamId: string): void {
    const known = this.days.get(streamId);
    if (!known) return;
    this.days.delete(streamId);
    this.bookings -= known.day.reservations.size;
  }
}

const caches = new WeakMap<EventStore, ImportDayCache>();

/** The cache of one event store (one database). */
export function importDayCacheOf(store: EventStore): ImportDayCache {
  let cache = caches.get(store);
  if (!cache) caches.set(store, (cache = new ImportDayCache()));
  return cache;
}
