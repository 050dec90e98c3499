import { activityRequest, defaultFeatureFlags } from '@covers/shared';
import { AccessService, SignInService, type OutletCaller } from '../access';
import { FIXTURE_PASSWORD, seedAccessFixture, type AccessFixture } from '../access/testing/access-fixture';
import { CONTEXTS } from '../contexts';
import { EventStore, rebuildProjections } from '../eventstore';
import { ReservationsService, type ReservationActor } from '../reservations';
import { publishTables } from '../reservations/testing/outlet-with-services';
import { reservationOf } from '../reservations/testing/party-input';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { activityLogProjection } from './activity-log.projection';
import { ExportLog } from './export-log';
import { ReportsService } from './reports.service';

const DAY = '2030-09-01';

describe('the user activity log', () => {
  let db: TestDatabase;
  let store: EventStore;
  let fixture: AccessFixture;
  let reports: ReportsService;

  const actor = (userId: string, now = `${DAY}T12:00:00.000Z`): ReservationActor => ({
    rid: 11,
    groupUid: 'acme',
    metadata: { actor: userId, now },
  });
  const caller = (): OutletCaller => ({
    ...actor(fixture.users.admin.userId),
    userId: fixture.users.admin.userId,
    username: 'admin',
    superAdmin: false,
    permissions: { restaurantSetup: 'all', dinerManagement: 'all', teamManagement: 'all', reports: 'all' } as OutletCaller['permissions'],
    accessTypeName: 'Admin',
    featureFlags: defaultFeatureFlags(true),
  });
  const log = (fields: Record<string, unknown> = {}) =>
    reports.activity(caller(), activityRequest.parse({ from: '2026-01-01', to: '2026-12-31', ...fields }));

  beforeAll(async () => {
    db = await openTestDatabase();
    store = new EventStore(
      db.dataSource,
      CONTEXTS.flatMap((c) => c.projections),
    );
    fixture = await seedAccessFixture(store);
    reports = new ReportsService(store);
    const reservations = new ReservationsService(store);
    const manager = fixture.users.manager.userId;
    await publishTables(store, 11, [{ id: 't1', name: 'T1', minPax: 1, maxPax: 4 }], actor('system').metadata);
    const r = await reservations.add(actor(manager), { ...reservationOf('Tan', 2, DAY, '19:00'), table_ids: ['t1'] });
    // Another party onto the same table at the same time: "Table double booked!", and the host books anyway.
    await reservations.add(actor(manager), { ...reservationOf('Lim', 2, DAY, '19:00'), table_ids: ['t1'], book_anyway: true });
    await reservations.updateStatus(actor(manager), { reservation_id: r.reservation_id, date: DAY, action: 'confirm', book_anyway: false });
  }, 120_000);
  afterAll(() => db.close());

  it("records users and access changes, bookings, status changes and overrides, filtered by user, kind and the outlet's days", async () => {
    const access = await log();
    expect(access.rows.map((r) => r.category)).toContain('user_access');
    expect(access.rows.every((r) => r.category === 'user_access')).toBe(true);
    expect(JSON.stringify(access.rows)).not.toContain('passwordHash');

    const day = await log({ from: DAY, to: DAY, user_id: fixture.users.manager.userId });
    expect(day.rows.map((r) => [r.category, r.event_type, r.actor_name])).toEqual([
      ['status_change', 'ReservationStatusChanged', 'manager'],
      ['override', 'ReservationBooked', 'manager'],
      ['booking', 'ReservationBooked', 'manager'],
    ]);
    expect((await log({ from: DAY, to: DAY, category: 'status_change' })).rows).toHaveLength(1);
    expect(day.chain).toMatchObject({ intact: true, broken_at: null });
  });

  it('records sign-ins, refused ones and exports, at the outlet signed in to and named', async () => {
    const signIn = new SignInService(db.dataSource, new AccessService(store), {
      jwtSecret: 'a'.repeat(40),
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 3600,
      messagingSecret: 'b'.repeat(40),
      clock: () => new Date(`${DAY}T13:00:00.000Z`),
    });
    const host = fixture.users.frontOfHouse.userId;
    await expect(signIn.signIn({ companyId: 'acme', username: 'host', password: 'not-the-password-1' })).rejects.toMatchObject({
      code: 'WRONG_CREDENTIALS',
    });
    await signIn.signIn({ companyId: 'acme', username: 'host', password: FIXTURE_PASSWORD });
    // The admin holds two outlets: the one asked for is where they signed in.
    await signIn.signIn({ companyId: 'acme', username: 'admin', password: FIXTURE_PASSWORD, rid: 12 });
    await new ExportLog(store).record(
      { ...caller(), userId: host, metadata: { actor: host, now: `${DAY}T13:30:00.000Z` } },
      'reservations',
      `reservations-${DAY}.csv`,
    );

    const hosts = await log({ from: DAY, to: DAY, user_id: host });
    expect(hosts.rows.map((r) => [r.category, r.event_type, r.outlet_name, r.details.reason ?? r.details.via ?? r.details.file])).toEqual([
      ['export', 'DataExported', 'Acme Orchard', `reservations-${DAY}.csv`],
      ['sign_in', 'UserSignedIn', 'Acme Orchard', 'password'],
      ['sign_in', 'UserSignInFailed', 'Acme Orchard', 'wrong_password'],
    ]);
    const admins = await log({ from: DAY, to: DAY, user_id: fixture.users.admin.userId, scope: 'group', category: 'sign_in' });
    expect(admins.rows.map((r) => [r.event_type, r.outlet_name])).toEqual([['UserSignedIn', 'Acme Sukhumvit']]);
    expect(hosts.chain).toMatchObject({ intact: true, rows_missing: false });
  });

  it('detects a row edited in the database, a row removed, and rows removed from the end of a stream', async () => {
    const [first] = (await log({ from: DAY, to: DAY, category: 'status_change' })).rows;
    await db.dataSource.query(`UPDATE activity_log SET actor = 'someone-else' WHERE position = $1`, [first.position]);
    expect((await log()).chain).toMatchObject({ intact: false, broken_at: first.position });

    await rebuildProjections(store, [activityLogProjection]);
    expect((await log()).chain.intact).toBe(true);

    const [booked] = (await log({ from: DAY, to: DAY, category: 'booking' })).rows.slice(-1);
    await db.dataSource.query(`DELETE FROM activity_log WHERE position = $1`, [booked.position]);
    expect((await log()).chain).toMatchObject({ intact: false, rows_missing: false });
    await rebuildProjections(store, [activityLogProjection]);

    // The status change is the last row of the day's stream: with it gone, the stream ends one row early.
    const [statusChange, overridden] = (await log({ from: DAY, to: DAY, user_id: fixture.users.manager.userId })).rows;
    await db.dataSource.query(`DELETE FROM activity_log WHERE position = $1`, [statusChange.position]);
    expect((await log({ from: DAY, to: DAY })).chain).toMatchObject({ intact: false, rows_missing: true, broken_at: overridden.position });
    // Every row of the stream gone: its head is still there.
    await db.dataSource.query(`DELETE FROM activity_log WHERE stream_id = (SELECT stream_id FROM activity_log WHERE position = $1)`, [
      overridden.position,
    ]);
    expect((await log({ from: DAY, to: DAY })).chain).toMatchObject({ intact: false, rows_missing: true, broken_at: null });
    await rebuildProjections(store, [activityLogProjection]);
    expect((await log()).chain.intact).toBe(true);
  });
});
