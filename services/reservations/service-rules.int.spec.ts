import { DEFAULT_ACCESS_TYPES, NO_PERMISSIONS, type AddTransactionRequest } from '@covers/shared';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { auditTrail } from './reservations.queries';
import type { ReservationActor, ReservationsService } from './reservations.service';
import { outletWithServices } from './testing/outlet-with-services';

const RID = 13;
const metadata = { actor: 'host-1', now: '2030-05-06T02:00:00.000Z' };
const host: ReservationActor = {
  rid: RID,
  groupUid: 'g13',
  metadata,
  superAdmin: false,
  permissions: DEFAULT_ACCESS_TYPES['Front of House'],
};
const unassigned: ReservationActor = { ...host, permissions: NO_PERMISSIONS };

const twelveAtLunch = (extra: Partial<AddTransactionRequest> = {}): AddTransactionRequest => ({
  last_name: 'Big Party',
  adults: 12,
  children: 0,
  table_ids: [],
  tags: [],
  taken_by: 'Hana',
  deposit_status: 'none',
  book_anyway: false,
  override_rules: false,
  date: '2030-05-07',
  time: '12:00',
  kind: 'reservation',
  present: false,
  ...extra,
});

/** Lunch (11:30-15:00) takes parties of 1 to 10. */
describe('the service rules through the reservations service, on PostgreSQL', () => {
  let db: TestDatabase;
  let service: ReservationsService;
  beforeAll(async () => {
    db = await openTestDatabase();
    ({ service } = await outletWithServices(db.dataSource, RID, [{}], metadata));
  }, 120_000);
  afterAll(() => db.close());

  it('refuses 12 pax at Lunch with the reason, books it when a host overrides, and records the override in the audit trail', async () => {
    await expect(service.add(host, twelveAtLunch())).rejects.toMatchObject({
      code: 'SERVICE_RULES_BROKEN',
      details: { reasons: ['partySizeOutOfRange'], choices: ['override_rules'] },
    });
    const booked = await service.add(host, twelveAtLunch({ override_rules: true }));
    expect(await auditTrail(db.dataSource, RID, booked.reservation_id)).toMatchObject([
      { action: 'created', changes: { rules_override: { reasons: ['partySizeOutOfRange'] } } },
    ]);
  });

  it('refuses the override to a user without access to the services, and to an actor without access at all (import, online), writing nothing', async () => {
    const events = async () => (await db.dataSource.query(`SELECT count(*)::int AS n FROM events`))[0].n as number;
    const before = await events();
    await expect(service.add(unassigned, twelveAtLunch({ override_rules: true }))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const { permissions: _none, superAdmin: _no, ...system } = host;
    await expect(service.add(system, twelveAtLunch({ override_rules: true }))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await events()).toBe(before);
  });

  it('refuses a time outside every service', async () => {
    await expect(service.add(host, twelveAtLunch({ adults: 2, time: '16:00' }))).rejects.toMatchObject({
      code: 'SERVICE_RULES_BROKEN',
      details: { reasons: ['outsideServices'] },
    });
  });
});
