import {
  dinerMergeRequest,
  dinerUnmergeRequest,
  LARGE_PARTY_MIN_PAX,
  outletClock,
  RESERVATION_TABS,
  reportRequest,
  type ReportRequest,
  defaultFeatureFlags,
} from '@covers/shared';
import fc from 'fast-check';
import { outletZone, type OutletCaller } from '../access';
import { seedAccessFixture, type AccessFixture } from '../access/testing/access-fixture';
import { CONTEXTS } from '../contexts';
import { DinersService } from '../diners';
import { EventStore, rebuildProjections } from '../eventstore';
import { countReservations, importReservations, ReservationsService, type ReservationActor } from '../reservations';
import { outletWithServices } from '../reservations/testing/outlet-with-services';
import { reservationOf } from '../reservations/testing/party-input';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { reportsProjection } from './reports.projection';
import { ReportsService } from './reports.service';

const NOW = '2026-11-26T04:00:00.000Z';

describe('reports on PostgreSQL', () => {
  let db: TestDatabase;
  let store: EventStore;
  let fixture: AccessFixture;
  let reservations: ReservationsService;
  let reports: ReportsService;
  let diners: DinersService;

  const actorAt = (rid: number, now = NOW): ReservationActor => ({ rid, groupUid: 'acme', metadata: { actor: 'user-1', now } });
  const callerAt = (rid: number, principal: 'admin' | 'manager' = 'admin'): OutletCaller => ({
    ...actorAt(rid, new Date().toISOString()),
    userId: fixture.users[principal].userId,
    username: principal,
    superAdmin: false,
    permissions: { restaurantSetup: 'all', dinerManagement: 'all', teamManagement: 'all', reports: 'all' } as OutletCaller['permissions'],
    accessTypeName: 'Admin',
    featureFlags: defaultFeatureFlags(true),
  });
  const request = (fields: Record<string, unknown>): ReportRequest => reportRequest.parse(fields);
  const book = (rid: number, name: string, adults: number, date: string, time: string, extra: object = {}) =>
    reservations.add(actorAt(rid), { ...reservationOf(name, adults, date, time), ...extra });
  const act = (rid: number, date: string, id: string, action: 'seat' | 'depart' | 'no_show' | 'confirm' | 'cancel') =>
    // Statuses change on the service day itself: 20:00 in Singapore, 19:00 in Bangkok.
    reservations.updateStatus(actorAt(rid, `${date}T12:00:00.000Z`), {
      reservation_id: id,
      date,
      action,
      book_anyway: false,
      ...(action === 'cancel' ? { reason: 'Change of Plans' as const } : {}),
    });

  beforeAll(async () => {
    db = await openTestDatabase();
    store = new EventStore(
      db.dataSource,
      CONTEXTS.flatMap((c) => c.projections),
    );
    fixture = await seedAccessFixture(store);
    reservations = new ReservationsService(store);
    reports = new ReportsService(store);
    diners = new DinersService(store, reservations);
  }, 120_000);
  afterAll(() => db.close());

  it('follows bookings through status changes, edits and moves, and rebuilds to the same rollups', async () => {
    const a = await book(11, 'Tan', 2, '2030-05-01', '19:00', { children: 1, phone: '+6590000001' });
    const b = await book(11, 'Lim', 4, '2030-05-01', '12:30');
    const c = await book(11, 'Ng', 9, '2030-05-01', '20:15');
    await act(11, '2030-05-01', a.reservation_id, 'seat');
    await act(11, '2030-05-01', a.reservation_id, 'depart');
    await act(11, '2030-05-01', b.reservation_id, 'no_show');
    await reservations.edit(actorAt(11), {
      reservation_id: c.reservation_id,
      date: '2030-05-01',
      adults: 6,
      book_anyway: false,
      override_rules: false,
    } as never);
    const moved = await book(11, 'Wong', 3, '2030-05-01', '18:00');
    await reservations.move(actorAt(11), {
      reservation_id: moved.reservation_id,
      date: '2030-05-01',
      new_date: '2030-05-02',
      book_anyway: false,
    });

    const day = await reports.figures(callerAt(11), 'booking_summary', request({ from: '2030-05-01', to: '2030-05-01' }));
    expect(day.current.totals).toEqual({ bookings: 3, covers: 3, fulfilled: 1, no_shows: 1, cancelled: 0 });
    expect(day.current.rows.map((r) => [r.key, r.figures.bookings])).toEqual([
      ['Booked', 1],
      ['Departed', 1],
      ['NoShow', 1],
    ]);
    const hours = await reports.figures(callerAt(11), 'traffic_summary', request({ from: '2030-05-01', to: '2030-05-02' }));
    expect(hours.current.rows.map((r) => [r.key, r.figures.bookings])).toEqual([
      ['12', 1],
      ['18', 1],
      ['19', 1],
      ['20', 1],
    ]);
    const sizes = await reports.figures(callerAt(11), 'party_size', request({ from: '2030-05-01', to: '2030-05-01' }));
    expect(sizes.current.rows.map((r) => r.key)).toEqual(['3', '4', '6']);

    const imported = await importReservations(
      store,
      actorAt(11),
      [
        {
          date: '2030-05-02',
          time: '13:00',
          last_name: 'Imported',
          adults: '5',
          taken_by: 'Alice',
          status: 'Departed',
          phone: '+6590000002',
        },
        { date: '2030-05-02', time: '13:30', last_name: 'Imported', adults: '2', taken_by: 'Alice', status: 'NoShow' },
      ],
      false,
    );
    expect(imported.imported).toBe(2);
    const next = await reports.figures(callerAt(11), 'booking_type', request({ from: '2030-05-02', to: '2030-05-02' }));
    expect(next.current.totals).toEqual({ bookings: 3, covers: 5, fulfilled: 1, no_shows: 1, cancelled: 0 });

    const tables = reportsProjection.tables;
    const snapshot = () => Promise.all(tables.map((t) => db.dataSource.query(`SELECT * FROM ${t} ORDER BY ${t}::text`)));
    const before = await snapshot();
    await rebuildProjections(store, [reportsProjection]);
    expect(await snapshot()).toEqual(before);
  });

  it("counts an import of several days in the reports, the diners' visits and the log, as replaying it event by event does", async () => {
    const regular = { phone: '+6590008001' };
    const before = await book(11, 'Koh', 2, '2032-02-20', '19:00', regular);
    await act(11, '2032-02-20', before.reservation_id, 'seat');
    await act(11, '2032-02-20', before.reservation_id, 'depart');
    const visit = (date: string, last_name: string, status: string, phone?: string) => ({
      date,
      time: '19:00',
      last_name,
      adults: '2',
      taken_by: 'Alice',
      status,
      ...(phone ? { phone } : {}),
    });
    const rows = [
      visit('2032-03-01', 'Koh', 'Done', regular.phone),
      visit('2032-03-01', 'Yeo', 'Departed', '+6590008002'),
      visit('2032-03-02', 'Yeo', 'Cancelled', '+6590008002'),
      visit('2032-03-03', 'Yeo', 'NoShow', '+6590008002'),
      visit('2032-03-02', 'Ong', 'Booked', '+6590008003'),
      visit('2032-03-03', 'Ong', 'Departed', '+6590008003'),
      visit('2032-03-03', 'Lau', 'Booked'),
    ];
    await expect(importReservations(store, actorAt(11), rows, true)).resolves.toMatchObject({ imported: 7, failed: 0 });

    const summary = await reports.figures(callerAt(11), 'booking_summary', request({ from: '2032-03-01', to: '2032-03-03' }));
    expect(summary.current.totals).toEqual({ bookings: 7, covers: 6, fulfilled: 3, no_shows: 1, cancelled: 1 });
    const firstVisits = await reports.newRepeat(callerAt(11), request({ from: '2032-03-01', to: '2032-03-03' }));
    expect(firstVisits.current.rows).toEqual([
      { key: '2032-03-01', figures: { new_diners: 1, repeat_diners: 1 } },
      { key: '2032-03-03', figures: { new_diners: 1, repeat_diners: 0 } },
    ]);
    const visits = await db.dataSource.query(
      `SELECT d.phone, s.visit_count, s.cancellation_count, s.no_show_count, s.last_visit
         FROM diners d JOIN diner_visit_stats s USING (diner_id) WHERE d.phone = ANY($1) ORDER BY d.phone`,
      [['+6590008001', '+6590008002', '+6590008003']],
    );
    expect(visits).toEqual([
      { phone: '+6590008001', visit_count: 2, cancellation_count: 0, no_show_count: 0, last_visit: '2032-03-01' },
      { phone: '+6590008002', visit_count: 1, cancellation_count: 1, no_show_count: 1, last_visit: '2032-03-01' },
      { phone: '+6590008003', visit_count: 1, cancellation_count: 0, no_show_count: 0, last_visit: '2032-03-03' },
    ]);
    const logged = await db.dataSource.query(
      `SELECT event_type, category, details FROM activity_log WHERE rid = 11 AND event_type = 'ReservationsImported' AND stream_id LIKE '%2032-03-0_' ORDER BY stream_id`,
    );
    expect(logged).toEqual([1, 1, 1].map(() => expect.objectContaining({ event_type: 'ReservationsImported', category: 'booking' })));
    expect(logged.map((row: { details: { bookings: number } }) => row.details.bookings)).toEqual([2, 2, 3]);

    // The import's days were projected all at once; replayed one event at a time they give the same tables.
    const tables = [...reportsProjection.tables, 'reservations', 'reservation_audit', 'diner_visit_stats'];
    const snapshot = () => Promise.all(tables.map((t) => db.dataSource.query(`SELECT * FROM ${t} ORDER BY ${t}::text`)));
    const projected = await snapshot();
    await rebuildProjections(
      store,
      CONTEXTS.flatMap((c) => c.projections).filter((p) => p === reportsProjection || p.name === 'reservations'),
    );
    expect(await snapshot()).toEqual(projected);
  });

  it('compares with the previous period and shows a report as it stood at a past moment', async () => {
    await book(11, 'Early', 2, '2030-06-01', '19:00');
    const late = await book(11, 'Later', 2, '2030-06-08', '19:00');
    const [{ now: between }] = await db.dataSource.query(`SELECT now()::text AS now`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await act(11, '2030-06-08', late.reservation_id, 'cancel');
    await book(11, 'After', 2, '2030-06-08', '20:00');

    const week = request({ from: '2030-06-08', to: '2030-06-14', compare: 'true' });
    const now = await reports.figures(callerAt(11), 'booking_summary', week);
    expect(now.previous).toMatchObject({ from: '2030-06-01', to: '2030-06-07', totals: { bookings: 1 } });
    expect(now.current.totals).toMatchObject({ bookings: 2, cancelled: 1 });

    const then = await reports.figures(callerAt(11), 'booking_summary', { ...week, as_of: new Date(between).toISOString() });
    expect(then.current.totals).toMatchObject({ bookings: 1, cancelled: 0 });
    expect(then.previous?.totals.bookings).toBe(1);
    await expect(reports.figures(callerAt(11), 'booking_summary', { ...week, as_of: '2099-01-01T00:00:00Z' })).rejects.toMatchObject({
      code: 'REPORT_AS_OF_IN_FUTURE',
    });
  });

  it('counts new and repeat diners by their first fulfilled visit', async () => {
    const phone = { phone: '+6590001234' };
    const first = await book(11, 'Koh', 2, '2030-07-01', '19:00', phone);
    await act(11, '2030-07-01', first.reservation_id, 'seat');
    await act(11, '2030-07-01', first.reservation_id, 'depart');
    const again = await book(11, 'Koh', 2, '2030-07-05', '19:00', phone);
    await act(11, '2030-07-05', again.reservation_id, 'seat');
    await act(11, '2030-07-05', again.reservation_id, 'depart');
    const fresh = await book(11, 'Yeo', 2, '2030-07-05', '20:00', { phone: '+6590005678' });
    await act(11, '2030-07-05', fresh.reservation_id, 'seat');
    await act(11, '2030-07-05', fresh.reservation_id, 'depart');

    const result = await reports.newRepeat(callerAt(11), request({ from: '2030-07-05', to: '2030-07-05' }));
    expect(result.current.rows).toEqual([{ key: '2030-07-05', figures: { new_diners: 1, repeat_diners: 1 } }]);
    const both = await reports.newRepeat(callerAt(11), request({ from: '2030-07-01', to: '2030-07-05' }));
    expect(both.current.totals).toEqual({ new_diners: 2, repeat_diners: 1 });
  });

  it("follows diner merges: a merged diner's first visit is the earliest of the merged ones, and an undo parts them again", async () => {
    const visit = async (name: string, date: string, phone: string) => {
      const r = await book(11, name, 2, date, '19:00', { phone });
      await act(11, date, r.reservation_id, 'seat');
      await act(11, date, r.reservation_id, 'depart');
      const [{ diner_id }] = await db.dataSource.query(`SELECT diner_id FROM report_bookings WHERE reservation_id = $1`, [
        r.reservation_id,
      ]);
      return diner_id as string;
    };
    const kept = await visit('Chua', '2030-10-01', '+6590007001');
    const merged = await visit('Chua', '2030-10-05', '+6590007002');
    const later = request({ from: '2030-10-05', to: '2030-10-05' });
    expect((await reports.newRepeat(callerAt(11), later)).current.totals).toEqual({ new_diners: 1, repeat_diners: 0 });

    const merge = await diners.merge(callerAt(11), dinerMergeRequest.parse({ keep_id: kept, merge_id: merged }));
    expect((await reports.newRepeat(callerAt(11), later)).current.totals).toEqual({ new_diners: 0, repeat_diners: 1 });
    const both = request({ from: '2030-10-01', to: '2030-10-05' });
    expect((await reports.newRepeat(callerAt(11), both)).current.totals).toEqual({ new_diners: 1, repeat_diners: 1 });

    const tables = reportsProjection.tables;
    const snapshot = () => Promise.all(tables.map((t) => db.dataSource.query(`SELECT * FROM ${t} ORDER BY ${t}::text`)));
    const before = await snapshot();
    await rebuildProjections(store, [reportsProjection]);
    expect(await snapshot()).toEqual(before);

    await diners.unmerge(callerAt(11), dinerUnmergeRequest.parse({ merge_id: merge.merge_id }));
    expect((await reports.newRepeat(callerAt(11), later)).current.totals).toEqual({ new_diners: 1, repeat_diners: 0 });
  });

  it('reports over the group only the outlets where the caller has Reports', async () => {
    await book(12, 'Bangkok', 2, '2030-08-01', '19:00');
    await book(11, 'Singapore', 2, '2030-08-01', '19:00');
    const range = { from: '2030-08-01', to: '2030-08-01' };
    const admin = await reports.figures(callerAt(11), 'source', request({ ...range, scope: 'group' }));
    expect(admin.outlets).toEqual([11, 12]);
    expect(admin.current.totals.bookings).toBe(2);
    const manager = await reports.figures(callerAt(11, 'manager'), 'source', request({ ...range, scope: 'group' }));
    expect(manager.outlets).toEqual([11]);
    expect(manager.current.totals.bookings).toBe(1);
  });

  it("counts Today from the service day: past midnight, tonight's late supper is still today's", async () => {
    // An outlet on UTC whose Friday late supper runs 23:30 to 02:00; 2026-11-21 is a Saturday.
    const rid = 13;
    const late = { name: 'Late Supper', startMinute: 1410, endMinute: 120, repeatDays: [5], onlineSlots: [] };
    await outletWithServices(db.dataSource, rid, [late], actorAt(rid, '2026-11-01T00:00:00.000Z').metadata);
    await reservations.add(actorAt(rid, '2026-11-20T20:00:00.000Z'), reservationOf('Supper', 3, '2026-11-20', '23:45'));
    const todayAt = async (now: string) =>
      (await reports.figures({ ...callerAt(rid), metadata: { actor: 'user-1', now } }, 'booking_summary', request({ preset: 'last1' })))
        .current;

    expect(await todayAt('2026-11-21T00:30:00.000Z')).toMatchObject({ from: '2026-11-20', to: '2026-11-20', totals: { bookings: 1 } });
    expect(await todayAt('2026-11-21T02:00:00.000Z')).toMatchObject({ from: '2026-11-21', to: '2026-11-21', totals: { bookings: 0 } });
  });

  it("agrees with the reservation list's count for any tab, party filter and day, in each outlet's time zone", async () => {
    const actions = fc.constantFrom('none', 'seat', 'depart', 'no_show', 'confirm', 'cancel');
    const booking = fc.record({
      rid: fc.constantFrom(11, 12),
      day: fc.integer({ min: 0, max: 2 }),
      adults: fc.integer({ min: 1, max: 12 }),
      minute: fc.integer({ min: 0, max: 23 * 60 + 45 }),
      actions: fc.array(actions, { maxLength: 3 }),
    });
    const tabs = fc.constantFrom(...RESERVATION_TABS);
    // Any instant of the three days: around midnight the outlets (Singapore, Bangkok) are on different days.
    const instant = fc.integer({ min: 0, max: 3 * 24 * 60 - 1 });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(booking, { minLength: 1, maxLength: 8 }), tabs, instant, async (bookings, tab, minute) => {
        run += 1;
        const dateOf = (day: number) => `2031-${String(run).padStart(2, '0')}-${String(day + 10).padStart(2, '0')}`;
        for (const [i, b] of bookings.entries()) {
          const time = `${String(Math.floor(b.minute / 60)).padStart(2, '0')}:${String(b.minute % 60).padStart(2, '0')}`;
          const r = await book(b.rid, `P${i}`, b.adults, dateOf(b.day), time);
          // Not every action follows every status: a refused one leaves the booking as it was, for both sides.
          for (const action of b.actions)
            if (action !== 'none') await act(b.rid, dateOf(b.day), r.reservation_id, action).catch(() => undefined);
        }
        const now = new Date(Date.parse(`${dateOf(0)}T00:00:00Z`) + minute * 60_000).toISOString();
        for (const rid of [11, 12]) {
          const { timezone } = (await outletZone(db.dataSource, rid))!;
          const date = outletClock(now, timezone).date;
          const list = await countReservations(db.dataSource, rid, { date });
          const large = await countReservations(db.dataSource, rid, { date, large_party: true });
          const caller = { ...callerAt(rid), metadata: { actor: 'user-1', now } };
          const today = await reports.figures(caller, 'booking_summary', request({ preset: 'last1', tab }));
          expect(today.current).toMatchObject({ from: date, to: date });
          expect(today.current.totals.bookings).toBe(list[tab].bookings);
          const sizes = await reports.figures(caller, 'party_size', request({ preset: 'last1', tab }));
          const largeParties = sizes.current.rows.filter((r) => Number(r.key) >= LARGE_PARTY_MIN_PAX);
          expect(largeParties.reduce((n, r) => n + r.figures.bookings, 0)).toBe(large[tab].bookings);
          if (tab === 'all') expect(today.current.totals.fulfilled).toBe(list.fulfilled);
        }
        // The run's whole month (read from the monthly rollup) holds its three days' list counts.
        const month = dateOf(0).slice(0, 7);
        const lastDay = new Date(Date.UTC(2031, run, 0)).getUTCDate();
        for (const rid of [11, 12]) {
          const days = await Promise.all([0, 1, 2].map((day) => countReservations(db.dataSource, rid, { date: dateOf(day) })));
          const whole = await reports.figures(callerAt(rid), 'source', request({ from: `${month}-01`, to: `${month}-${lastDay}`, tab }));
          expect(whole.current.totals.bookings).toBe(days.reduce((n, d) => n + d[tab].bookings, 0));
        }
      }),
      { numRuns: 12 },
    );
  }, 180_000);
});
