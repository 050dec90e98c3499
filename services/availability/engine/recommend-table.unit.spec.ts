import { emptyDaySettings } from '@covers/shared';
import { booking, dayInput, service } from '../testing/engine-fixtures';
import { effectiveServices } from './effective-services';
import { recommendTable } from './recommend-table';

const date = '2026-06-10';
const dinner = service('svc-1', {
  startMinute: 1080,
  endMinute: 1320,
  covers: { minPartySize: 1, maxPartySize: 8, totalCovers: 40, maxCoversPerInterval: 20 },
  turnaround: [
    { minPax: 1, maxPax: 4, minutes: 90 },
    { minPax: 5, maxPax: 8, minutes: 150 },
  ],
  onlineSlots: [
    {
      startMinute: 1200,
      endMinute: 1320,
      intervalMinutes: 15,
      cutoff: { minutes: 0, relativeTo: 'slot' },
      tablePriority: ['hall', 'window'],
    },
  ],
});

describe('recommend table', () => {
  it('prefers the first section by priority, then the tightest fit', () => {
    const result = recommendTable(dayInput(date, [dinner]), { minute: 1140, pax: 2 });
    expect(result?.best?.tableIds).toEqual(['A1']);
    expect(result?.alternatives.map((c) => c.tableIds.join('+'))).toEqual(['A2', 'H1']);
    expect(result?.turnaroundMinutes).toBe(90);
  });

  it("follows the online slot's table priority by section", () => {
    expect(recommendTable(dayInput(date, [dinner]), { minute: 1230, pax: 2 })?.best?.tableIds).toEqual(['H1']);
  });

  it('combines tables when no single table fits, honouring the turnaround of the party size', () => {
    const input = dayInput(date, [dinner], { reservations: [booking(date, 960, 6, { tableIds: ['H2'], durationMinutes: 150 })] });
    expect(recommendTable(input, { minute: 1080, pax: 6 })?.best).toMatchObject({ tableIds: ['A1', 'A2'], combinationId: 'A1+A2' });
    const later = dayInput(date, [dinner], { reservations: [booking(date, 1080, 2, { tableIds: ['A1'] })] });
    // A1 is busy until 19:30: from then the window combination, before it the hall's H2.
    expect(recommendTable(later, { minute: 1170, pax: 6 })?.best?.tableIds).toEqual(['A1', 'A2']);
    expect(recommendTable(later, { minute: 1140, pax: 6 })?.best?.tableIds).toEqual(['H2']);
  });

  it('skips forbidden tables, and a reservation being edited does not block itself', () => {
    const day = { ...emptyDaySettings(), forbiddenTables: { '*': ['A1'] } };
    const input = dayInput(date, [dinner], { services: effectiveServices([dinner], day, date) });
    expect(recommendTable(input, { minute: 1140, pax: 2 })?.best?.tableIds).toEqual(['A2']);
    const own = booking(date, 1140, 2, { tableIds: ['A1'] });
    const withOwn = dayInput(date, [dinner], { reservations: [own] });
    expect(recommendTable(withOwn, { minute: 1140, pax: 2 })?.best?.tableIds).toEqual(['A2']);
    expect(recommendTable(withOwn, { minute: 1140, pax: 2, excludeReservationId: own.reservationId })?.best?.tableIds).toEqual(['A1']);
  });

  it('gives nothing outside every service', () => {
    expect(recommendTable(dayInput(date, [dinner]), { minute: 600, pax: 2 })).toBeNull();
  });
});
