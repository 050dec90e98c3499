import type { EventStore } from '../eventstore';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { importReservations } from './reservation-import.service';
import { auditTrail } from './reservations.queries';
import type { ReservationActor, ReservationsService } from './reservations.service';
import { SMALL_LUNCH, outletWithServices } from './testing/outlet-with-services';
import { reservationOf } from './testing/party-input';

const RID = 7;
const actor: ReservationActor = { rid: RID, groupUid: 'g7', metadata: { actor: 'host-1', now: '2026-11-21T10:00:00.000Z' } };
const party = (lastName: string, adults: number, time = '12:00') => reservationOf(lastName, adults, '2030-05-06', time);

describe('service capacity on the reservation day stream (PostgreSQL)', () => {
  let db: TestDatabase;
  let store: EventStore;
  let service: ReservationsService;

  beforeAll(async () => {
    db = await openTestDatabase();
    ({ store, service } = await outletWithServices(db.dataSource, RID, [SMALL_LUNCH], actor.metadata));
  }, 120_000);
  afterAll(() => db.close());

  it('lets concurrent hosts fill an interval only up to its max covers; Book anyways exceeds it and is audited', async () => {
    const attempts = await Promise.allSettled(['A', 'B', 'C', 'D'].map((name) => service.add(actor, party(name, 2, '12:05'))));
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(2);
    for (const refused of attempts.filter((a) => a.status === 'rejected')) {
      expect((refused as PromiseRejectedResult).reason).toMatchObject({
        code: 'CAPACITY_CONFLICT',
        details: { reason: 'coversPerIntervalFull' },
      });
    }
    const [{ covers }] = await db.dataSource.query(
      `SELECT sum(pax)::int AS covers FROM reservations WHERE rid = $1 AND date = '2030-05-06' AND time_minute BETWEEN 720 AND 734`,
      [RID],
    );
    expect(covers).toBe(4);

    const squeezed = await service.add(actor, { ...party('E', 2, '12:10'), book_anyway: true });
    const [created] = await auditTrail(db.dataSource, RID, squeezed.reservation_id);
    expect(created.changes.capacity_override).toMatchObject({ reason: 'coversPerIntervalFull' });
    await expect(service.add(actor, party('F', 2, '12:15'))).resolves.toMatchObject({ time_minute: 735 });
  });

  it('refuses an imported row that would exceed the interval unless the import books anyway', async () => {
    const row = (phone: string) => ({ date: '2030-05-07', time: '13:00', last_name: 'Imp', adults: '3', taken_by: 'Alice', phone });
    const result = await importReservations(store, actor, [row('+6592000001'), row('+6592000002')], false);
    expect(result).toMatchObject({ imported: 1, failed: 1 });
    expect(result.errors[0]).toMatchObject({ row: 1, code: 'CAPACITY_CONFLICT', details: { reason: 'coversPerIntervalFull' } });
    await expect(importReservations(store, actor, [row('+6592000002')], true)).resolves.toMatchObject({ imported: 1, failed: 0 });
  });
});
