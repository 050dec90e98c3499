import { booking, dayInput, service } from '../testing/engine-fixtures';
import { bookableTimes } from './bookable-times';
import type { SlotQuery } from './engine.types';
import { recommendTable } from './recommend-table';
import { dayClock } from './zoned-time';

const iso = (epochMinute: number | null) => (epochMinute === null ? null : new Date(epochMinute * 60_000).toISOString());
const staff: SlotQuery = { pax: 2, children: 0, channel: 'staff', waitlist: false };

describe('wall minutes across time zones and daylight-saving changes', () => {
  it('maps a plain day with a constant offset, past midnight included', () => {
    const clock = dayClock('2026-06-10', 'Asia/Singapore');
    expect(iso(clock(18 * 60))).toBe('2026-06-10T10:00:00.000Z');
    expect(iso(clock(1440 + 30))).toBe('2026-06-10T16:30:00.000Z');
  });

  it('skips the hour New York springs over and takes the first of the hour it repeats', () => {
    const spring = dayClock('2026-03-08', 'America/New_York');
    expect(iso(spring(90))).toBe('2026-03-08T06:30:00.000Z');
    expect(spring(150)).toBeNull();
    expect(iso(spring(180))).toBe('2026-03-08T07:00:00.000Z');
    const fall = dayClock('2026-11-01', 'America/New_York');
    expect(iso(fall(90))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(fall(150))).toBe('2026-11-01T07:30:00.000Z');
  });

  it("handles a late supper crossing London's spring change after midnight (+1)", () => {
    const clock = dayClock('2026-03-28', 'Europe/London');
    expect(iso(clock(1440 + 30))).toBe('2026-03-29T00:30:00.000Z');
    expect(clock(1440 + 60 + 30)).toBeNull();
    expect(iso(clock(1440 + 120))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('offers no time that does not exist, and holds a table for real minutes across the change', () => {
    const supper = service('svc-1', {
      startMinute: 1320,
      endMinute: 240,
      covers: { minPartySize: 1, maxPartySize: 4, totalCovers: 40, maxCoversPerInterval: 20 },
      turnaround: [{ minPax: 1, maxPax: 4, minutes: 90 }],
      onlineSlots: [],
    });
    const floor = { sections: [], tables: [{ tableId: 'T1', sectionId: 's', name: 'T1', minPax: 1, maxPax: 4 }], combinations: [] };
    const date = '2026-03-07';
    const input = dayInput(date, [supper], {
      timeZone: 'America/New_York',
      floor,
      reservations: [booking('2026-03-08', 90, 2, { tableIds: ['T1'] })],
    });
    const times = bookableTimes(input, staff)[0].times;
    expect(times.map((t) => t.label)).not.toContain('02:30 +1');
    expect(times.map((t) => t.label)).toContain('03:00 +1');
    // 01:30 EST + 90 real minutes = 04:00 EDT: the table is still taken at 03:30, free at 04:00 would be past the service.
    expect(times.find((t) => t.label === '03:30 +1')).toMatchObject({ available: false, reason: 'noTableFits' });
    expect(recommendTable(input, { minute: 1440 + 180 + 30, pax: 2 })?.best).toBeNull();
    // The same booking on a day without a change frees the table at 03:00.
    const plain = dayInput('2026-03-14', [supper], {
      timeZone: 'America/New_York',
      floor,
      reservations: [booking('2026-03-15', 90, 2, { tableIds: ['T1'] })],
    });
    expect(bookableTimes(plain, staff)[0].times.find((t) => t.label === '03:00 +1')?.available).toBe(true);
  });

  it('applies an online cut-off at the real instant of the slot in the outlet zone', () => {
    const dinner = service('svc-1', {
      startMinute: 1080,
      endMinute: 1320,
      onlineSlots: [{ startMinute: 1080, endMinute: 1200, intervalMinutes: 60, cutoff: { minutes: 60, relativeTo: 'slot' } }],
    });
    // 2026-03-29 London is on BST (UTC+1): 18:00 local = 17:00Z, cut-off 16:00Z.
    const times = (now: string) =>
      bookableTimes(
        dayInput('2026-03-29', [dinner], { timeZone: 'Europe/London', now, floor: { sections: [], tables: [], combinations: [] } }),
        {
          ...staff,
          channel: 'online',
        },
      )[0].times.map((t) => t.available);
    expect(times('2026-03-29T15:59:00.000Z')).toEqual([true, true]);
    expect(times('2026-03-29T16:01:00.000Z')).toEqual([false, true]);
  });
});
