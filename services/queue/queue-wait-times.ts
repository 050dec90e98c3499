import { addDays, QUEUE_ACCURACY_DAYS, type QueueCategory, type QueueWaitQuote, type QueueWaitTimesResult } from '@covers/shared';
import type { DataSource } from 'typeorm';
import { serviceDayAt } from '../reservations';
import { categoriesOf, queueFloor, readQueueFloorRows } from './queue-floor';
import { openQueueEntries, quoteAccuracy, queueSettingsAndWaitSetAt, type QueueEntry } from './queue.queries';
import { learntWait, manualUntil, waitQuote } from './wait-quote';

/** The wait quoted per category to a party joining now, at one outlet, and how accurate the quotes were. */
export class QueueWaitTimes {
  /**
   * Each outlet's service date at its last read. The next read reads that day's queue and floor beside the settings and
   * the service day rather than after them (every queue screen view, on every change), and again only when the day moved.
   */
  private readonly lastServiceDates = new Map<number, string>();

  constructor(private readonly db: DataSource) {}

  /** The queue's settings, when its default was set by hand, the service day now, and the open entries and floor of a day. */
  private async queueNow(rid: number, now: string, serviceDate?: string) {
    const dayRows = (date: string) => Promise.all([openQueueEntries(this.db, rid, date), readQueueFloorRows(this.db, rid, date)]);
    const expected = serviceDate ?? this.lastServiceDates.get(rid);
    // When the day moved meanwhile it is read again, and the early read's outcome is nobody's (but it is still waited
    // for: no query is left running past the view).
    const early = expected === undefined ? undefined : dayRows(expected);
    const settled = early?.catch(() => undefined);
    const [{ settings, setAt }, day] = await Promise.all([queueSettingsAndWaitSetAt(this.db, rid), serviceDayAt(this.db, rid, now)]);
    const date = serviceDate ?? day.date;
    if (serviceDate === undefined) this.lastServiceDates.set(rid, date);
    const [open, rows] = early && expected === date ? await early : (await Promise.all([dayRows(date), settled]))[0];
    return { settings, setAt, day, open, floor: queueFloor(rows, settings, { date, minute: day.minute, now }) };
  }

  /** Each category's quote now: the default set by hand for 30 minutes, then the one learnt from the floor. */
  async quotes(rid: number, now: string) {
    const { settings, setAt, day, open, floor } = await this.queueNow(rid, now);
    // Every party in the queue now, of every band, is seated before a party joining now.
    const ahead = floor.withAhead(open);
    const categories = categoriesOf(settings).map((category): QueueWaitQuote => {
      const band = floor.band(category);
      const learnt = learntWait(ahead, band);
      const quote = waitQuote({ defaultMinutes: settings.default_wait_minutes, setAt, now, learnt });
      return {
        category,
        quote_minutes: quote.minutes,
        source: quote.source,
        learnt_minutes: learnt,
        turn_minutes: band.turnMinutes === null ? null : Math.round(band.turnMinutes),
        parties_ahead: open.filter((entry) => entry.category === category).length,
        tables: band.tables,
        tables_in_use: band.tablesInUse,
      };
    });
    return { serviceDate: day.date, settings, setAt, categories, open };
  }

  /**
   * The wait left to a party in the queue: learnt from the floor with every party that joined before it, of any band,
   * seated before it, and itself at a table (or combination) its own size fits; while the default is quoted (set by
   * hand, or nothing to learn from), what is left of its quote.
   */
  async partyWait(rid: number, now: string, party: QueueEntry): Promise<number> {
    const { settings, setAt, open, floor } = await this.queueNow(rid, now, party.service_date);
    const joinedBefore = open.findIndex((entry) => entry.reservation_id === party.reservation_id);
    const before = joinedBefore < 0 ? [] : open.slice(0, joinedBefore);
    const learnt = learntWait(floor.withAhead(before), floor.party(party.pax));
    const quote = waitQuote({ defaultMinutes: settings.default_wait_minutes, setAt, now, learnt });
    if (quote.source === 'learnt') return quote.minutes;
    const waited = (Date.parse(now) - Date.parse(party.joined_at)) / 60_000;
    return Math.max(0, Math.ceil(party.quote_minutes - waited));
  }

  /** The quote a party of `category` joining now is given. */
  async quoteFor(rid: number, now: string, category: QueueCategory): Promise<QueueWaitQuote & { default_minutes: number }> {
    const { settings, categories } = await this.quotes(rid, now);
    return { ...categories.find((quote) => quote.category === category)!, default_minutes: settings.default_wait_minutes };
  }

  /** queue/wait_times: every category's quote now, and the accuracy of the learnt quote against the default. */
  async waitTimes(rid: number, now: string): Promise<QueueWaitTimesResult> {
    const { serviceDate, settings, setAt, categories } = await this.quotes(rid, now);
    const since = `${addDays(serviceDate, -QUEUE_ACCURACY_DAYS)}T00:00:00.000Z`;
    const accuracy = await quoteAccuracy(this.db, rid, since);
    const until = setAt === null ? null : manualUntil(setAt);
    return {
      service_date: serviceDate,
      default_minutes: settings.default_wait_minutes,
      manual_until: until !== null && until > Date.parse(now) ? new Date(until).toISOString() : null,
      categories,
      accuracy: {
        days: QUEUE_ACCURACY_DAYS,
        parties: accuracy.parties,
        learnt_mae_minutes: accuracy.learnt,
        default_mae_minutes: accuracy.default,
      },
    };
  }
}
