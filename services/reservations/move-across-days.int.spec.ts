import type { EventStore } from '../eventstore';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import type { ReservationActor, ReservationsService } from './reservations.service';
import { reservationDayStream } from './reservations.streams';
import { SMALL_LUNCH, outletWithServices } from './testing/outlet-with-services';
import { reservationOf } from './testing/party-input';

const RID = 8;
const actor: ReservationActor = { rid: RID, groupUid: 'g8', metadata: { actor: 'host-1', now: '2026-11-21T10:00:00.000Z' } };
const party = (lastName: string, adults: number, date: string) => reservationOf(lastName, adults, date, '12:00');

describe('moving a booking to another day (one transaction over both day streams)', () => {
  let db: TestDatabase;
  let store: EventStore;
  let service: ReservationsService;
  const datesOf = async (id: string) =>
    (await db.dataSource.query(`SELECT date::text AS date FROM reservations WHERE rid = $1 AND reservation_id = $2`, [RID, id])).map(
      (r: { date: string }) => r.date,
    );
  const typesOn = async (date: string) => (await store.readStream(reservationDayStream(RID, date))).map((e) => e.type);

  beforeAll(async () => {
    db = await openTestDatabase();
    ({ store, service } = await outletWithServices(db.dataSource, RID, [SMALL_LUNCH], actor.metadata));
  }, 120_000);
  afterAll(() => db.close());

  it('moves out of the source day and into the target day in the same transaction', async () => {
    const r = await service.add(actor, party('Goh', 2, '2030-06-03'));
    await service.move(actor, {
      reservation_id: r.reservation_id,
      date: '2030-06-03',
      new_date: '2030-06-04',
      new_time: '13:00',
      book_anyway: false,
    });
    const [out] = (await store.readStream(reservationDayStream(RID, '2030-06-03'))).slice(-1);
    const [into] = await store.readStream(reservationDayStream(RID, '2030-06-04'));
    expect([out.type, into.type]).toEqual(['ReservationMovedOut', 'ReservationMovedIn']);
    const [{ same }] = await db.dataSource.query(`SELECT count(DISTINCT xmin::text)::int AS same FROM events WHERE position = ANY($1)`, [
      [out.position, into.position],
    ]);
    expect(same).toBe(1);
    expect(await datesOf(r.reservation_id)).toEqual(['2030-06-04']);
  });

  it('leaves the source day untouched when the target day refuses (its interval is full)', async () => {
    await service.add(actor, party('Full', 4, '2030-06-06'));
    const r = await service.add(actor, party('Ang', 2, '2030-06-05'));
    const move = service.move(actor, { reservation_id: r.reservation_id, date: '2030-06-05', new_date: '2030-06-06', book_anyway: false });
    await expect(move).rejects.toMatchObject({ code: 'CAPACITY_CONFLICT', details: { reason: 'coversPerIntervalFull' } });
    expect(await typesOn('2030-06-05')).toEqual(['ReservationBooked']);
    expect(await datesOf(r.reservation_id)).toEqual(['2030-06-05']);
  });

  it('lets only one of two hosts moving the same booking to different days succeed: it is on exactly one day', async () => {
    const r = await service.add(actor, party('Koh', 2, '2030-06-10'));
    const moves = await Promise.allSettled(
      ['2030-06-11', '2030-06-12'].map((newDate) =>
        service.move(actor, { reservation_id: r.reservation_id, date: '2030-06-10', new_date: newDate, book_anyway: false }),
      ),
    );
    expect(moves.filter((m) => m.status === 'fulfilled')).toHaveLength(1);
    const onDays = [await typesOn('2030-06-11'), await typesOn('2030-06-12')];
    expect(onDays.filter((types) => types.includes('ReservationMovedIn'))).toHaveLength(1);
    expect(onDays.flat()).not.toContain('ReservationMoveUndone');
    expect(await datesOf(r.reservation_id)).toHaveLength(1);
  });
});
