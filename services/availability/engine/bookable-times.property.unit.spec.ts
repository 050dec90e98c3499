import fc from 'fast-check';
import { DAY_MINUTES, daysBetween, type RefusalReason, type Service } from '@covers/shared';
import { holdOf } from './day-occupancy';
import { bookableTimes } from './bookable-times';
import { effectiveServices } from './effective-services';
import type { BookedReservation, DayInput, Floor, SlotQuery } from './engine.types';
import { recommendTable } from './recommend-table';
import { turnaroundFor } from './turnaround';
import { offsetMinutesAt } from './zoned-time';

/** Refusals that are about capacity: booking the time anyway must break a limit. */
const CAPACITY_REASONS: RefusalReason[] = [
  'coversPerIntervalFull',
  'bookingsPerIntervalFull',
  'serviceCoversReached',
  'serviceBookingsReached',
  'partySizeLimitReached',
  'noTableFits',
];

/** An independent, brute-force check of a day's bookings against every limit. Returns what is broken. */
function violations(input: DayInput, reservations: BookedReservation[]): string[] {
  const broken: string[] = [];
  const instant = (r: BookedReservation) => {
    const wall = Date.parse(`${r.date}T00:00:00Z`) / 60_000 + r.timeMinute;
    return wall - offsetMinutesAt(input.timeZone, wall - offsetMinutesAt(input.timeZone, wall));
  };
  const held = reservations.filter((r) => holdOf(r.status) === 'coversAndTables');
  for (const s of input.services) {
    const mine = held.filter((r) => {
      const m = daysBetween(input.date, r.date) * DAY_MINUTES + r.timeMinute;
      return m >= s.startMinute && m < s.endMinute;
    });
    const minuteOf = (r: BookedReservation) => daysBetween(input.date, r.date) * DAY_MINUTES + r.timeMinute;
    const sum = (rs: BookedReservation[]) => rs.reduce((n, r) => n + r.pax, 0);
    if (s.covers && sum(mine) > s.covers.totalCovers) broken.push('total covers');
    if (s.bookings?.totalBookings !== undefined && mine.length > s.bookings.totalBookings) broken.push('total bookings');
    for (const limit of s.bookings?.limitsByPartySize ?? []) {
      if (mine.filter((r) => r.pax >= limit.minPax && r.pax <= limit.maxPax).length > limit.maxBookings) broken.push('party size limit');
    }
    for (let start = s.startMinute; start < s.endMinute; start += s.intervalMinutes) {
      const inInterval = mine.filter((r) => minuteOf(r) >= start && minuteOf(r) < start + s.intervalMinutes);
      if (s.covers && sum(inInterval) > s.covers.maxCoversPerInterval) broken.push('interval covers');
      if (s.bookings?.maxBookingsPerInterval !== undefined && inInterval.length > s.bookings.maxBookingsPerInterval)
        broken.push('interval bookings');
    }
    for (const r of mine) {
      if (input.floor.tables.length === 0) continue;
      const seats = r.tableIds.map((id) => input.floor.tables.find((t) => t.tableId === id)!);
      const combination = input.floor.combinations.find((c) => c.tableIds.join() === r.tableIds.join());
      const range = seats.length === 1 ? seats[0] : combination;
      if (!range || r.pax < range.minPax || r.pax > range.maxPax) broken.push('table does not fit');
    }
  }
  for (let i = 0; i < held.length; i++) {
    for (let j = 0; j < i; j++) {
      const [a, b] = [held[i], held[j]];
      if (!a.tableIds.some((t) => b.tableIds.includes(t))) continue;
      const service = (r: BookedReservation) => input.services.find((s) => r.timeMinute >= s.startMinute && r.timeMinute < s.endMinute)!;
      const [sa, sb] = [instant(a), instant(b)];
      if (sa < sb + turnaroundFor(service(b), b.pax) && sb < sa + turnaroundFor(service(a), a.pax)) broken.push('table double booked');
    }
  }
  return broken;
}

const floorArb: fc.Arbitrary<Floor> = fc
  .array(fc.record({ minPax: fc.integer({ min: 1, max: 3 }), extra: fc.integer({ min: 0, max: 4 }) }), { minLength: 1, maxLength: 5 })
  .map((specs) => {
    const tables = specs.map((t, i) => ({
      tableId: `T${i}`,
      sectionId: i % 2 ? 'b' : 'a',
      name: `T${i}`,
      minPax: t.minPax,
      maxPax: t.minPax + t.extra,
    }));
    const combinations =
      tables.length > 1 ? [{ combinationId: 'T0+T1', tableIds: ['T0', 'T1'], minPax: 2, maxPax: tables[0].maxPax + tables[1].maxPax }] : [];
    return {
      sections: [
        { sectionId: 'a', name: 'A', priority: 1 },
        { sectionId: 'b', name: 'B', priority: 2 },
      ],
      tables,
      combinations,
    };
  });

const serviceArb: fc.Arbitrary<Service> = fc
  .record({
    maxParty: fc.integer({ min: 2, max: 8 }),
    total: fc.integer({ min: 9, max: 30 }),
    perInterval: fc.integer({ min: 1, max: 8 }),
    totalBookings: fc.integer({ min: 1, max: 12 }),
    perIntervalBookings: fc.integer({ min: 1, max: 4 }),
    limit: fc.integer({ min: 1, max: 3 }),
    turnaround: fc.integer({ min: 15, max: 120 }),
  })
  .map((v) => ({
    serviceId: 'svc-1',
    name: 'Dinner',
    color: '#000000',
    startMinute: 60,
    endMinute: 240,
    repeatDays: [0, 1, 2, 3, 4, 5, 6],
    allowChildren: true,
    intervalMinutes: 15,
    covers: { minPartySize: 1, maxPartySize: v.maxParty, totalCovers: v.total, maxCoversPerInterval: Math.min(v.perInterval, v.total - 1) },
    bookings: {
      totalBookings: v.totalBookings,
      maxBookingsPerInterval: Math.min(v.perIntervalBookings, v.totalBookings),
      limitsByPartySize: [{ minPax: 5, maxPax: 8, maxBookings: Math.min(v.limit, v.totalBookings) }],
    },
    turnaround: [{ minPax: 1, maxPax: 8, minutes: v.turnaround }],
    sectionIds: [],
    tablePlanIds: [],
    cutoff: { minutes: 0, relativeTo: 'serviceStart' },
    online: true,
    onlineSlots: [],
  }));

/** A day filled by booking offered times with the recommended table, as the console would. */
const dayArb = fc
  .record({
    floor: floorArb,
    service: serviceArb,
    // 2026-03-08 and 2026-11-01 are New York's change days (01:00-04:00 covers the jump).
    place: fc.constantFrom(['UTC', '2026-06-10'], ['America/New_York', '2026-03-08'], ['America/New_York', '2026-11-01']),
    requests: fc.array(fc.record({ pax: fc.integer({ min: 1, max: 8 }), pick: fc.nat() }), { maxLength: 14 }),
    pax: fc.integer({ min: 1, max: 8 }),
  })
  .map(({ floor, service, place: [timeZone, date], requests, pax }) => {
    const input: DayInput = {
      date,
      timeZone,
      now: '2026-01-01T00:00:00Z',
      services: effectiveServices([service], null, date),
      reservations: [],
      floor,
    };
    requests.forEach((request, i) => {
      const offered = bookableTimes(input, query(request.pax))[0].times.filter((t) => t.available);
      if (offered.length === 0) return;
      const time = offered[request.pick % offered.length];
      const table = recommendTable(input, { minute: time.minute, pax: request.pax })?.best;
      input.reservations.push(reservation(`r${i}`, date, time.minute, request.pax, table?.tableIds ?? []));
    });
    return { input, pax };
  });

const query = (pax: number): SlotQuery => ({ pax, children: 0, channel: 'staff', waitlist: false });
const reservation = (id: string, date: string, timeMinute: number, pax: number, tableIds: string[]): BookedReservation => ({
  reservationId: id,
  date,
  timeMinute,
  pax,
  status: 'Booked',
  tableIds,
  serviceId: 'svc-1',
  durationMinutes: null,
});

describe('the engine, by property', () => {
  it('never offers a time that booking would then refuse for capacity', () => {
    fc.assert(
      fc.property(dayArb, ({ input, pax }) => {
        expect(violations(input, input.reservations)).toEqual([]);
        for (const time of bookableTimes(input, query(pax))[0].times.filter((t) => t.available)) {
          const table = recommendTable(input, { minute: time.minute, pax })?.best;
          if (input.floor.tables.length > 0) expect(table).not.toBeNull();
          const booked = [...input.reservations, reservation('new', input.date, time.minute, pax, table?.tableIds ?? [])];
          expect(violations(input, booked)).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('never refuses for capacity a time at which some table would have fitted within every limit', () => {
    fc.assert(
      fc.property(dayArb, ({ input, pax }) => {
        const refused = bookableTimes(input, query(pax))[0].times.filter((t) => t.reason && CAPACITY_REASONS.includes(t.reason));
        const seatings = [...input.floor.tables.map((t) => [t.tableId]), ...input.floor.combinations.map((c) => c.tableIds)];
        for (const time of refused) {
          for (const tableIds of seatings) {
            const booked = [...input.reservations, reservation('new', input.date, time.minute, pax, tableIds)];
            expect(violations(input, booked)).not.toEqual([]);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
