import type { ListRequest } from '@covers/shared';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import type { ReservationActor, ReservationsService } from './reservations.service';
import { SMALL_LUNCH, outletWithServices } from './testing/outlet-with-services';
import { reservationOf } from './testing/party-input';

const RID = 9;
const at = (now: string): ReservationActor => ({ rid: RID, groupUid: 'g9', metadata: { actor: 'host-1', now } });
const actor = at('2030-07-01T03:00:00.000Z');
const dayList = (date: string): ListRequest => ({ rid: RID, date, tab: 'all' }) as ListRequest;
const listed = async (service: ReservationsService, date: string, who = actor) =>
  JSON.parse((await service.list(who, dayList(date))).reservations) as { last_name: string; shown_status: string }[];

describe('the day list, kept between changes', () => {
  let db: TestDatabase;
  let service: ReservationsService;

  beforeAll(async () => {
    db = await openTestDatabase();
    ({ service } = await outletWithServices(db.dataSource, RID, [SMALL_LUNCH], actor.metadata));
  }, 120_000);
  afterAll(() => db.close());

  it('shows every change to the day at once: a new booking, a status, a booking moved away', async () => {
    const first = await service.add(actor, reservationOf('Tan', 2, '2030-07-02', '12:00'));
    expect((await listed(service, '2030-07-02')).map((r) => r.last_name)).toEqual(['Tan']);
    const second = await service.add(actor, reservationOf('Lim', 2, '2030-07-02', '12:30'));
    expect((await listed(service, '2030-07-02')).map((r) => r.last_name)).toEqual(['Tan', 'Lim']);
    await service.cancel(actor, { rid: RID, reservation_id: first.reservation_id, date: '2030-07-02', reason: 'Change of Plans' } as never);
    expect((await listed(service, '2030-07-02')).map((r) => r.shown_status)).toEqual(['Cancelled', 'Booked']);
    await service.move(actor, { reservation_id: second.reservation_id, date: '2030-07-02', new_date: '2030-07-03', book_anyway: false });
    expect((await listed(service, '2030-07-02')).map((r) => r.last_name)).toEqual(['Tan']);
  });

  it('follows the clock: a booking turns Late as the minutes pass, with nothing written', async () => {
    await service.add(actor, reservationOf('Ong', 2, '2030-07-04', '12:00'));
    const before = at('2030-07-04T11:59:00.000Z');
    const later = at('2030-07-04T13:00:00.000Z');
    expect((await listed(service, '2030-07-04', before)).map((r) => r.shown_status)).toEqual(['Booked']);
    expect((await listed(service, '2030-07-04', later)).map((r) => r.shown_status)).toEqual(['Late']);
  });
});
