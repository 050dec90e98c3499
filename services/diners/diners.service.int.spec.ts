import {
  DEFAULT_ACCESS_TYPES,
  dinerFilterRequest,
  dinerHistoryRequest,
  type DinerFilterRequest,
  defaultFeatureFlags,
} from '@covers/shared';
import type { OutletCaller } from '../access';
import { EventStore } from '../eventstore';
import { floorProjection } from '../floor';
import { ReservationsService, reservationsProjection } from '../reservations';
import { partyOf, reservationOf } from '../reservations/testing/party-input';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { dinersProjection } from './diners.projection';
import { DinersService } from './diners.service';

const NOW = '2033-01-10T04:00:00.000Z';
const caller: OutletCaller = {
  rid: 1,
  groupUid: 'g',
  userId: 'user-1',
  username: 'user-1',
  superAdmin: true,
  permissions: { ...DEFAULT_ACCESS_TYPES.Admin },
  accessTypeName: 'Admin',
  featureFlags: defaultFeatureFlags(false),
  metadata: { actor: 'user-1', now: NOW },
};

describe('diners service on PostgreSQL', () => {
  let db: TestDatabase;
  let diners: DinersService;
  let reservations: ReservationsService;
  const filter = (request: Partial<DinerFilterRequest>) => diners.filter(caller, dinerFilterRequest.parse(request));

  beforeAll(async () => {
    db = await openTestDatabase();
    const store = new EventStore(db.dataSource, [floorProjection, reservationsProjection, dinersProjection]);
    diners = new DinersService(store, new ReservationsService(store));
    reservations = new ReservationsService(store);
  }, 120_000);
  afterAll(() => db.close());

  it("counts visits, no-shows and cancellations from the diner's reservations, and lists their bookings", async () => {
    const { diner } = await diners.add(caller, { last_name: 'Tan', phone: '9123 4567', birthday: '1990-01-20' });
    const walkIn = await reservations.walkIn(caller, { ...partyOf('Tan', 2), phone: '+65 9123-4567' });
    for (const action of ['seat', 'depart'] as const) {
      await reservations.updateStatus(caller, { reservation_id: walkIn.reservation_id, date: walkIn.date, action, book_anyway: true });
    }
    const later = await reservations.add(caller, { ...reservationOf('Tan', 3, '2033-01-20', '19:00'), phone: '91234567' });
    await reservations.cancel(caller, { reservation_id: later.reservation_id, date: later.date, reason: 'Bad Weather' });
    await reservations.add(caller, { ...reservationOf('Tan', 4, '2033-01-21', '19:00'), phone: '91234567' });

    const { diner: counted } = await diners.get(caller, { diner_id: diner.diner_id });
    expect(counted).toMatchObject({ visit_count: 1, cancellation_count: 1, no_show_count: 0, last_visit: walkIn.date });

    const visits = await diners.visitHistory(caller, dinerHistoryRequest.parse({ diner_id: diner.diner_id }));
    expect(visits.bookings.map((b) => b.reservation_id)).toEqual([walkIn.reservation_id]);
    const bookings = await diners.bookingHistory(caller, dinerHistoryRequest.parse({ diner_id: diner.diner_id }));
    expect(bookings.total).toBe(3);
    expect(bookings.bookings[0]).toMatchObject({ date: '2033-01-21', adults: 4, status: 'Booked' });

    expect((await filter({ visit_count_op: 'eq', visit_count: 1 })).total).toBe(1);
    expect((await filter({ visit_count_op: 'gt', visit_count: 1 })).total).toBe(0);
    expect((await filter({ last_visit_within: 1 })).total).toBe(1);
    expect((await filter({ birthday_within: 30 })).total).toBe(1);
    expect((await filter({ birthday_within: 7 })).total).toBe(0);
    expect((await filter({ age_bands: ['25-34'] })).total).toBe(0);
    expect((await filter({ age_bands: ['25-34', '35-44'] })).total).toBe(1); // 42 years old
  });
});
