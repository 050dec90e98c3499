import { emptyDaySettings } from '@covers/shared';
import { booking, dayInput, service } from '../testing/engine-fixtures';
import { bookableTimes } from './bookable-times';
import { effectiveServices } from './effective-services';
import type { DayInput, SlotQuery } from './engine.types';

const date = '2026-06-10';
const staff: SlotQuery = { pax: 2, children: 0, channel: 'staff', waitlist: false };
const lunch = service('svc-1', {
  startMinute: 720,
  endMinute: 840,
  covers: { minPartySize: 1, maxPartySize: 8, totalCovers: 20, maxCoversPerInterval: 6 },
  bookings: { totalBookings: 10, maxBookingsPerInterval: 3, limitsByPartySize: [{ minPax: 5, maxPax: 8, maxBookings: 1 }] },
  turnaround: [{ minPax: 1, maxPax: 8, minutes: 60 }],
  onlineSlots: [{ startMinute: 720, endMinute: 780, intervalMinutes: 30, cutoff: { minutes: 120, relativeTo: 'slot' } }],
});

const at = (input: DayInput, minute: number, query: Partial<SlotQuery> = {}) =>
  bookableTimes(input, { ...staff, ...query })[0].times.find((t) => t.minute === minute);

describe('bookable times and their refusal reasons', () => {
  it('offers every default interval of the service to staff, labelled', () => {
    const [times] = bookableTimes(dayInput(date, [lunch]), staff);
    expect(times.times.map((t) => [t.label, t.available])).toEqual(
      ['12:00', '12:15', '12:30', '12:45', '13:00', '13:15', '13:30', '13:45'].map((label) => [label, true]),
    );
  });

  it('refuses when the interval covers are full', () => {
    const input = dayInput(date, [lunch], { reservations: [booking(date, 725, 5)] });
    expect(at(input, 720)).toMatchObject({ available: false, reason: 'coversPerIntervalFull' });
    expect(at(input, 735)?.available).toBe(true);
  });

  it('refuses when the interval bookings are full', () => {
    const input = dayInput(date, [lunch], { reservations: [booking(date, 720, 1), booking(date, 720, 1), booking(date, 730, 1)] });
    expect(at(input, 720, { pax: 1 })).toMatchObject({ reason: 'bookingsPerIntervalFull' });
  });

  it('refuses when the service total covers or bookings are reached, not counting cancelled ones', () => {
    const full = [690, 705, 750, 765, 780].map((m) => booking(date, m + 30, 4));
    expect(at(dayInput(date, [lunch], { reservations: full, floor: { sections: [], tables: [], combinations: [] } }), 825)).toMatchObject({
      reason: 'serviceCoversReached',
    });
    const cancelled = full.map((r) => ({ ...r, status: 'Cancelled' }));
    expect(at(dayInput(date, [lunch], { reservations: cancelled }), 825)?.available).toBe(true);
    const many = Array.from({ length: 10 }, (_, i) => booking(date, 720 + (i % 8) * 15, 1));
    expect(
      at(dayInput(date, [lunch], { reservations: many, floor: { sections: [], tables: [], combinations: [] } }), 825, { pax: 1 }),
    ).toMatchObject({
      reason: 'serviceBookingsReached',
    });
  });

  it('refuses a party size whose booking limit is reached, and one outside the service range', () => {
    const input = dayInput(date, [lunch], { reservations: [booking(date, 720, 6)] });
    expect(at(input, 780, { pax: 5 })).toMatchObject({ reason: 'partySizeLimitReached' });
    expect(at(input, 780, { pax: 9 })).toMatchObject({ reason: 'partySizeOutOfRange' });
  });

  it('online, keeps the seats held offline back: covers of the service, of an interval, and the tables of a section', () => {
    const online = { channel: 'online' as const };
    const held = (offlineHolds: SlotQuery['offlineHolds']) => ({ ...online, offlineHolds });
    const input = dayInput(date, [lunch], { reservations: [booking(date, 820, 14)] });
    expect(at(input, 720, online)?.available).toBe(true);
    expect(at(input, 720, held([{ hold_id: 'h', service_id: 'svc-1', scope: 'service', covers: 5 }]))).toMatchObject({
      reason: 'serviceCoversReached',
    });
    expect(at(input, 720, held([{ hold_id: 'h', service_id: 'svc-1', scope: 'interval', interval_minute: 720, covers: 5 }]))).toMatchObject(
      {
        reason: 'coversPerIntervalFull',
      },
    );
    expect(
      at(input, 750, held([{ hold_id: 'h', service_id: 'svc-1', scope: 'interval', interval_minute: 720, covers: 5 }]))?.available,
    ).toBe(true);
    const bothSections = held(
      ['window', 'hall'].map((id) => ({ hold_id: id, service_id: 'svc-1', scope: 'section' as const, section_id: id })),
    );
    expect(at(input, 720, bothSections)).toMatchObject({ reason: 'noTableFits' });
    expect(at(input, 720, { ...bothSections, channel: 'staff' })?.available).toBe(true);
  });

  it('refuses when no table or combination is free for the turnaround', () => {
    const taken = ['A1', 'A2', 'H1', 'H2'].map((t) => booking(date, 705 + 15, 1, { tableIds: [t] }));
    const input = dayInput(date, [{ ...lunch, covers: { ...lunch.covers!, maxCoversPerInterval: 19 }, bookings: undefined }], {
      reservations: taken,
    });
    expect(at(input, 750)).toMatchObject({ reason: 'noTableFits' });
    // The 60-minute turnaround of those parties ends at 13:00.
    expect(at(input, 780)?.available).toBe(true);
    // Departed parties left their tables.
    const departed = taken.map((r) => ({ ...r, status: 'Departed' }));
    expect(at({ ...input, reservations: departed }, 750)?.available).toBe(true);
  });

  it('refuses children where the service does not allow them', () => {
    expect(at(dayInput(date, [{ ...lunch, allowChildren: false }]), 720, { children: 1 })).toMatchObject({ reason: 'childrenNotAllowed' });
  });

  it('online: offers only the slots, past the cut-off refuses, and a switched-off slot is blocked', () => {
    const input = dayInput(date, [lunch], { now: `${date}T10:15:00.000Z` });
    const online = bookableTimes(input, { ...staff, channel: 'online' })[0].times;
    expect(online.map((t) => [t.label, t.available, t.reason])).toEqual([
      ['12:00', false, 'cutoffPassed'],
      ['12:30', true, undefined],
    ]);
    const day = { ...emptyDaySettings(), switches: { services: {}, slots: { 'svc-1:1': false } } };
    const blocked = bookableTimes({ ...input, services: effectiveServices([lunch], day, date) }, { ...staff, channel: 'online' })[0].times;
    expect(blocked.map((t) => t.reason)).toEqual(['blocked', 'blocked']);
    // Staff can still book a blocked day.
    expect(bookableTimes({ ...input, services: effectiveServices([lunch], day, date) }, staff)[0].times.every((t) => t.available)).toBe(
      true,
    );
  });

  it('uses the waitlist limits for waitlist entries', () => {
    const withLimit = { ...lunch, covers: { ...lunch.covers!, maxCoversWaitlisted: 4 } };
    const input = dayInput(date, [withLimit], { reservations: [booking(date, 720, 3, { status: 'Waitlisted' })] });
    expect(at(input, 720, { waitlist: true })).toMatchObject({ reason: 'waitlistFull' });
    expect(at(input, 720, { waitlist: true, pax: 1 })?.available).toBe(true);
  });
});
