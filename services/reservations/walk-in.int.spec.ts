import { availabilityDecider, availabilityProjection, availabilityStreamId } from '../availability';
import { serviceDefinition } from '../availability/testing/service-fixtures';
import { dinersProjection } from '../diners';
import { EventStore, handleCommand } from '../eventstore';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { reservationsProjection } from './reservations.projection';
import { ReservationsService, type ReservationActor } from './reservations.service';

const RID = 9;
const at = (now: string): ReservationActor => ({ rid: RID, groupUid: 'g9', metadata: { actor: 'host-1', now } });
const walkIn = { last_name: 'Walk', adults: 2, children: 0, table_ids: [], tags: [], taken_by: 'Bob', deposit_status: 'none' as const, book_anyway: false };

describe('walk-ins in the early hours (outlet in UTC)', () => {
  let db: TestDatabase;
  let service: ReservationsService;

  beforeAll(async () => {
    db = await openTestDatabase();
    const store = new EventStore(db.dataSource, [availabilityProjection, reservationsProjection, dinersProjection]);
    service = new ReservationsService(store);
    const send = (definition: ReturnType<typeof serviceDefinition>) =>
      handleCommand(store, availabilityDecider, { streamId: availabilityStreamId(RID), rid: RID }, { type: 'AddService', service: definition }, at('2026-11-01T00:00:00.000Z').metadata);
    // Friday's Late Supper runs 23:30 to 02:00 on Saturday; lunch every day.
    await send(serviceDefinition({ name: 'Late Supper', startMinute: 1410, endMinute: 120, repeatDays: [5], onlineSlots: [] }));
    await send(serviceDefinition({ name: 'Lunch' }));
  }, 120_000);
  afterAll(() => db.close());

  it("joins the previous day's service still running past midnight", async () => {
    // 2026-11-21 is a Saturday; 00:30 is minute 1470 of Friday's service day.
    const r = await service.walkIn(at('2026-11-21T00:30:00.000Z'), walkIn);
    expect([r.date, r.time_minute, r.session]).toEqual(['2026-11-20', 1470, 'Late Supper']);
    const [row] = await db.dataSource.query(`SELECT date::text AS date, time_minute FROM reservations WHERE reservation_id = $1`, [r.reservation_id]);
    expect(row).toEqual({ date: '2026-11-20', time_minute: 1470 });
  });

  it('belongs to the new day once that service has ended', async () => {
    const r = await service.walkIn(at('2026-11-21T03:00:00.000Z'), walkIn);
    expect([r.date, r.time_minute]).toEqual(['2026-11-21', 180]);
  });
});
