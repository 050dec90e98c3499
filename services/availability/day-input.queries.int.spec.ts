import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { EventStore, handleCommand } from '../eventstore';
import { bookingsBetween } from '../reservations';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { availabilityDecider } from './availability.decider';
import { availabilityStreamId } from './availability.streams';
import { availabilityProjection } from './availability.projection';
import { loadDayInput } from './day-input.queries';
import { bookableTimes } from './engine/bookable-times';
import { insertReservationRows } from './testing/reservation-rows';
import { serviceDefinition } from './testing/service-fixtures';

/** Counts the statements a piece of code sends through a manager. */
function countingManager(manager: EntityManager) {
  const counter = { queries: 0 };
  const proxy = new Proxy(manager, {
    get(target, prop, receiver) {
      if (prop !== 'query') return Reflect.get(target, prop, receiver);
      return (...args: Parameters<EntityManager['query']>) => {
        counter.queries++;
        return target.query(...args);
      };
    },
  });
  return { manager: proxy, counter };
}

describe('the engine input of a date', () => {
  let db: TestDatabase;
  const rid = 7;

  beforeAll(async () => {
    db = await openTestDatabase();
    const store = new EventStore(db.dataSource, [availabilityProjection]);
    const meta = { actor: 'system', now: '2026-11-21T10:00:00.000Z' };
    const send = (service = serviceDefinition()) =>
      handleCommand(
        store,
        availabilityDecider,
        { streamId: availabilityStreamId(rid), rid },
        { type: 'AddService', data: { service } },
        meta,
      );
    await send();
    await send(
      serviceDefinition({
        name: 'Late Supper',
        startMinute: 1380,
        endMinute: 120,
        covers: { minPartySize: 1, maxPartySize: 4, totalCovers: 12, maxCoversPerInterval: 4 },
        onlineSlots: [],
      }),
    );
    await db.dataSource.query(
      `INSERT INTO outlets (rid, group_uid, name, ruid, currency, country_code, timezone) VALUES ($1, 'g', 'Test', 'r', 'SGD', 'SG', 'Asia/Singapore')`,
      [rid],
    );
    await insertReservationRows(db.dataSource.manager, rid, [
      {
        reservationId: randomUUID(),
        date: '2026-12-04',
        timeMinute: 720,
        pax: 4,
        status: 'Booked',
        tableIds: [],
        serviceId: 'svc-1',
        durationMinutes: 90,
      },
      // 00:30 on the next date, booked as that date: still the Friday late supper.
      {
        reservationId: randomUUID(),
        date: '2026-12-05',
        timeMinute: 30,
        pax: 3,
        status: 'Seated',
        tableIds: [],
        serviceId: 'svc-2',
        durationMinutes: 90,
      },
      {
        reservationId: randomUUID(),
        date: '2026-12-04',
        timeMinute: 735,
        pax: 2,
        status: 'Cancelled',
        tableIds: [],
        serviceId: 'svc-1',
        durationMinutes: 90,
      },
    ]);
  });
  afterAll(() => db.close());

  it('is read in at most three SQL queries, with the zone, services, reservations either side and the floor', async () => {
    const { manager, counter } = countingManager(db.dataSource.manager);
    const input = await loadDayInput(manager, bookingsBetween, rid, '2026-12-04', '2026-12-01T00:00:00.000Z');
    expect(counter.queries).toBeLessThanOrEqual(3);
    expect(input.timeZone).toBe('Asia/Singapore');
    expect(input.services.map((s) => s.name)).toEqual(['Lunch', 'Late Supper']);
    const [lunch, supper] = bookableTimes(input, { pax: 2, children: 0, channel: 'staff', waitlist: false });
    expect(lunch.usage).toEqual({ covers: 4, bookings: 1, waitlistCovers: 0, waitlistBookings: 0 });
    expect(supper.usage.covers).toBe(3);
  });
});
