import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import type { ReservationActor, ReservationsService } from './reservations.service';
import { outletWithServices } from './testing/outlet-with-services';
import { partyOf } from './testing/party-input';

const RID = 9;
const at = (now: string): ReservationActor => ({ rid: RID, groupUid: 'g9', metadata: { actor: 'host-1', now } });
const walkIn = partyOf('Walk', 2);

describe('walk-ins in the early hours (outlet in UTC)', () => {
  let db: TestDatabase;
  let service: ReservationsService;

  beforeAll(async () => {
    // Friday's Late Supper runs 23:30 to 02:00 on Saturday; lunch every day.
    const late = { name: 'Late Supper', startMinute: 1410, endMinute: 120, repeatDays: [5], onlineSlots: [] };
    db = await openTestDatabase();
    ({ service } = await outletWithServices(db.dataSource, RID, [late, { name: 'Lunch' }], at('2026-11-01T00:00:00.000Z').metadata));
  }, 120_000);
  afterAll(() => db.close());

  it("joins the previous day's service still running past midnight", async () => {
    // 2026-11-21 is a Saturday; 00:30 is minute 1470 of Friday's service day.
    const r = await service.walkIn(at('2026-11-21T00:30:00.000Z'), walkIn);
    expect([r.date, r.time_minute, r.session]).toEqual(['2026-11-20', 1470, 'Late Supper']);
    const [row] = await db.dataSource.query(`SELECT date::text AS date, time_minute FROM reservations WHERE reservation_id = $1`, [
      r.reservation_id,
    ]);
    expect(row).toEqual({ date: '2026-11-20', time_minute: 1470 });
  });

  it("gives the console's today as that service day, until the service ends", async () => {
    expect(await service.serviceDay(at('2026-11-21T00:30:00.000Z'))).toEqual({ date: '2026-11-20', minute: 1470 });
    expect(await service.serviceDay(at('2026-11-21T01:59:00.000Z'))).toEqual({ date: '2026-11-20', minute: 1559 });
    expect(await service.serviceDay(at('2026-11-21T02:00:00.000Z'))).toEqual({ date: '2026-11-21', minute: 120 });
    expect(await service.serviceDay(at('2026-11-20T00:30:00.000Z'))).toEqual({ date: '2026-11-20', minute: 30 });
  });

  it('belongs to the new day once that service has ended', async () => {
    const r = await service.walkIn(at('2026-11-21T03:00:00.000Z'), walkIn);
    expect([r.date, r.time_minute]).toEqual(['2026-11-21', 180]);
  });
});
