import { NO_PERMISSIONS, countRequest, defaultFeatureFlags } from '@covers/shared';
import type { OutletCaller } from '../access';
import { dinersProjection } from '../diners';
import { EventStore, rebuildProjections } from '../eventstore';
import { floorProjection } from '../floor';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { draftsProjection } from './reservation-drafts';
import { importReservations } from './reservation-import.service';
import { reservationsProjection } from './reservations.projection';
import { ReservationsService, type ReservationActor } from './reservations.service';
import { searchHistoryProjection } from './search-history';
import { publishTables } from './testing/outlet-with-services';
import { partyOf, reservationOf } from './testing/party-input';

const actor: ReservationActor = { rid: 1, groupUid: 'g', metadata: { actor: 'user-1', now: '2026-11-21T10:00:00.000Z' } };
const caller: OutletCaller = {
  ...actor,
  userId: 'user-1',
  username: 'user-1',
  superAdmin: false,
  permissions: NO_PERMISSIONS,
  accessTypeName: null,
  featureFlags: defaultFeatureFlags(false),
};

describe('reservations on PostgreSQL', () => {
  let db: TestDatabase;
  let store: EventStore;
  const row = (extra: Record<string, string>) => ({
    date: '2030-04-01',
    time: '19:00',
    last_name: 'Tan',
    adults: '2',
    taken_by: 'Alice',
    ...extra,
  });

  beforeAll(async () => {
    db = await openTestDatabase();
    store = new EventStore(db.dataSource, [
      floorProjection,
      reservationsProjection,
      draftsProjection,
      searchHistoryProjection,
      dinersProjection,
    ]);
    await publishTables(
      store,
      1,
      [
        { id: 't1', name: 'T1', minPax: 1, maxPax: 4 },
        { id: 't2', name: 'T2', minPax: 1, maxPax: 4 },
        { id: 't3', name: 'T3', minPax: 2, maxPax: 2 },
      ],
      actor.metadata,
      [{ id: 'c1', tableIds: ['t1', 't2'], minPax: 5, maxPax: 8 }],
    );
  }, 120_000);
  afterAll(() => db.close());

  it('imports rows by table name, refusing clashes between rows, capacity conflicts and unknown tables per row', async () => {
    const result = await importReservations(
      store,
      actor,
      [
        row({ tables: 'T1', phone: '+6591000001' }),
        row({ tables: 'T1', time: '19:30', phone: '+6591000002' }),
        row({ tables: 'T3', adults: '4', phone: '+6591000003' }),
        row({ tables: 'T9', phone: '+6591000004' }),
        row({ tables: 'T1,T2', adults: '6', phone: '+6591000005' }),
        row({ phone: '+6591000001', email: 'tan@example.com' }),
      ],
      false,
    );
    expect(result.imported).toBe(2);
    expect(result.errors.map((e) => [e.row, e.code])).toEqual([
      [1, 'TABLE_DOUBLE_BOOKED'],
      [2, 'CAPACITY_CONFLICT'],
      [3, 'TABLE_UNKNOWN'],
      [4, 'TABLE_DOUBLE_BOOKED'],
    ]);
    const diners = await db.dataSource.query(`SELECT count(DISTINCT diner_id)::int AS n FROM reservations WHERE date = '2030-04-01'`);
    expect(diners[0].n).toBe(1);
    const anyway = await importReservations(store, actor, [row({ tables: 'T1', time: '19:30', phone: '+6591000002' })], true);
    expect(anyway).toMatchObject({ imported: 1, failed: 0 });
  });

  it('refuses a booking whose party does not fit the tables, and books one that fits a combination', async () => {
    const service = new ReservationsService(store);
    const input = { ...partyOf('Lim', 9), table_ids: ['t1', 't2'] };
    await expect(
      service.add(actor, { ...input, date: '2030-04-02', time: '12:00', kind: 'reservation', present: false }),
    ).rejects.toMatchObject({ code: 'CAPACITY_CONFLICT', details: { min_pax: 5, max_pax: 8 } });
    const ok = await service.add(actor, { ...input, adults: 6, date: '2030-04-02', time: '12:00', kind: 'reservation', present: false });
    expect(ok.table_ids).toEqual(['t1', 't2']);
  });

  it('points two hosts booking the same new diner at once to one diner', async () => {
    const service = new ReservationsService(store);
    const input = { ...partyOf('Wong', 2), time: '20:00', kind: 'reservation' as const, present: false };
    const [a, b] = await Promise.all([
      service.add(actor, { ...input, phone: '+65 9777 0001', date: '2030-04-05' }),
      service.add({ ...actor, metadata: { ...actor.metadata, actor: 'user-2' } }, { ...input, phone: '+6597770001', date: '2030-04-06' }),
    ]);
    expect(a.diner_id).toBe(b.diner_id);
    const rows = await db.dataSource.query(`SELECT diner_id FROM diners WHERE group_uid = 'g' AND phone_key = '+6597770001'`);
    expect(rows).toEqual([{ diner_id: a.diner_id }]);
  });

  it('books a draft once when two hosts turn it into a booking at once', async () => {
    const service = new ReservationsService(store);
    const { draft_id } = await service.saveDraft(actor, { data: { last_name: 'Twice' } });
    const booking = { ...partyOf('Twice', 2), time: '13:00', kind: 'reservation' as const, present: false, date: '2030-04-07', draft_id };
    const outcomes = await Promise.allSettled([service.add(actor, booking), service.add(actor, booking), service.add(actor, booking)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const refused of outcomes.filter((o) => o.status === 'rejected')) expect(refused.reason).toMatchObject({ code: 'DRAFT_USED' });
    const rows = await db.dataSource.query(`SELECT reservation_id FROM reservations WHERE rid = 1 AND last_name = 'Twice'`);
    expect(rows).toHaveLength(1);
    expect(await db.dataSource.query(`SELECT 1 FROM reservation_drafts WHERE draft_id = $1`, [draft_id])).toEqual([]);
  });

  it('rebuilds every read model from the events to the identical state', async () => {
    const service = new ReservationsService(store);
    const { draft_id: draftId } = await service.saveDraft(actor, { data: { last_name: 'Draft' } });
    const r = await service.add(actor, { ...reservationOf('Ng', 2, '2030-04-03', '18:00'), table_ids: ['t3'] });
    await service.updateStatus(actor, { date: '2030-04-03', reservation_id: r.reservation_id, action: 'confirm', book_anyway: false });
    await service.move(actor, { reservation_id: r.reservation_id, date: '2030-04-03', new_date: '2030-04-04', book_anyway: false });
    await service.changeTableState(actor, {
      date: '2030-04-04',
      table_id: 't1',
      action: 'lock_table',
      from_time: '10:00',
      to_time: '11:40',
      note: 'Repair',
    });
    await service.search(caller, { query: 'Ng', scope: 'outlet', limit: 30 });
    const tables = [
      'reservations',
      'reservation_audit',
      'reservation_table_states',
      'reservation_drafts',
      'reservation_search_history',
      'diners',
    ];
    const snapshot = async () => Promise.all(tables.map((t) => db.dataSource.query(`SELECT * FROM ${t} ORDER BY ${t}::text`)));
    const before = await snapshot();
    expect(before[3].map((d: { draft_id: string }) => d.draft_id)).toEqual([draftId]);
    await rebuildProjections(store, [reservationsProjection, draftsProjection, searchHistoryProjection, dinersProjection]);
    expect(await snapshot()).toEqual(before);
  });

  it('counts a departed party as fulfilled, and still when it is closed as Done', async () => {
    const service = new ReservationsService(store);
    const date = '2026-11-21'; // the actor's day: seating follows the booking's own service day
    const r = await service.add(actor, { ...reservationOf('Lee', 2, date, '12:00'), table_ids: ['t1'] });
    const act = (action: 'seat' | 'depart' | 'done') =>
      service.updateStatus(actor, { date, reservation_id: r.reservation_id, action, book_anyway: false });
    const fulfilled = async () => (await service.count(actor, countRequest.parse({ date }))).fulfilled;
    await act('seat');
    expect(await fulfilled()).toBe(0);
    await act('depart');
    expect(await fulfilled()).toBe(1);
    await act('done');
    expect(await fulfilled()).toBe(1);
  });
});
