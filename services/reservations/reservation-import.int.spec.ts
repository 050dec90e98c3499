import { dinersProjection } from '../diners';
import { EventStore, rebuildProjections } from '../eventstore';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { importReservations } from './reservation-import.service';
import { reservationsProjection } from './reservations.projection';
import { dayFolding, evolveDay, initialDay } from './reservations.state';
import { reservationDayStream } from './reservations.streams';
import { auditTrail } from './reservations.queries';
import { ReservationsService, type ReservationActor } from './reservations.service';
import { SMALL_LUNCH, outletWithServices, publishTables } from './testing/outlet-with-services';

const RID = 8;
const actor: ReservationActor = { rid: RID, groupUid: 'g8', metadata: { actor: 'host-1', now: '2026-11-21T10:00:00.000Z' } };
const row = (phone: string, extra: Record<string, string> = {}) => ({
  date: '2030-06-03',
  time: '12:00',
  last_name: 'Imp',
  adults: '2',
  taken_by: 'Alice',
  phone,
  ...extra,
});

describe('reservation import (PostgreSQL)', () => {
  let db: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    db = await openTestDatabase();
    ({ store } = await outletWithServices(db.dataSource, RID, [SMALL_LUNCH], actor.metadata));
    await publishTables(
      store,
      RID,
      [
        { id: 'T1', minPax: 1, maxPax: 4 },
        { id: 'T2', minPax: 1, maxPax: 4 },
      ],
      actor.metadata,
    );
  }, 120_000);
  afterAll(() => db.close());

  it('decides against what another process booked on the day since this one last imported it, and registers no diner for a refused row', async () => {
    await expect(importReservations(store, actor, [row('+6593000001', { tables: 'T1' })], false)).resolves.toMatchObject({ imported: 1 });
    const elsewhere = new ReservationsService(new EventStore(db.dataSource, store.projections));
    await elsewhere.add(actor, {
      last_name: 'Walk',
      adults: 2,
      children: 0,
      table_ids: ['T2'],
      tags: [],
      taken_by: 'Bob',
      deposit_status: 'none',
      book_anyway: false,
      date: '2030-06-03',
      time: '12:00',
      kind: 'reservation',
      present: false,
    });

    const result = await importReservations(store, actor, [row('+6593000002', { tables: 'T2' }), row('+6593000003')], false);
    expect(result.errors.map((e) => [e.row, e.code])).toEqual([
      [0, 'TABLE_DOUBLE_BOOKED'],
      [1, 'CAPACITY_CONFLICT'],
    ]);
    // A refused row's guest was never booked: no diner is registered for them.
    const [{ n }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM diners WHERE phone = ANY($1::text[])`, [
      ['+6593000002', '+6593000003'],
    ]);
    expect(n).toBe(0);
  });

  it('registers no diner for a row it refuses when it decides again, after another booking took its table meanwhile', async () => {
    const date = '2030-06-06';
    const elsewhere = new ReservationsService(new EventStore(db.dataSource, store.projections));
    const appendMany = store.appendMany.bind(store);
    let moved = false;
    const spy = jest.spyOn(store, 'appendMany').mockImplementation(async (...args) => {
      // Between the import's decision and its write, a host books T1: the write finds the day moved on.
      if (!moved) {
        moved = true;
        await elsewhere.add(actor, {
          last_name: 'Meanwhile',
          adults: 2,
          children: 0,
          table_ids: ['T1'],
          tags: [],
          taken_by: 'Bob',
          deposit_status: 'none',
          book_anyway: false,
          date,
          time: '12:00',
          kind: 'reservation',
          present: false,
        });
      }
      return appendMany(...args);
    });
    try {
      const result = await importReservations(
        store,
        actor,
        [row('+6593000031', { date, tables: 'T1' }), row('+6593000032', { date })],
        false,
      );
      expect(spy).toHaveBeenCalledTimes(2);
      expect(result).toMatchObject({ imported: 1, errors: [{ row: 0, code: 'TABLE_DOUBLE_BOOKED' }] });
    } finally {
      spy.mockRestore();
    }
    const diners = await db.dataSource.query(`SELECT phone FROM diners WHERE phone = ANY($1::text[])`, [['+6593000031', '+6593000032']]);
    expect(diners).toEqual([{ phone: '+6593000032' }]);
  });

  it('keeps the day it stored folded exactly as a fold of the day’s events gives it, for the decisions that follow', async () => {
    const date = '2030-06-07';
    const rows = [
      row('+6593000041', { date, tables: 'T1', email: 'kept@example.com', children: '1', notes: 'Window, please' }),
      row('+6593000042', { date, time: '12:30', status: 'Confirmed' }),
    ];
    await expect(importReservations(store, actor, rows, false)).resolves.toMatchObject({ imported: 2 });
    const stream = reservationDayStream(RID, date);
    const kept = await store.withStreamsLocked([stream], (tx) => tx.readFolded(stream, dayFolding));
    const whole = (await store.readStream(stream)).reduce((day, event) => evolveDay(day, event as never), initialDay());
    expect(kept.state).toStrictEqual(whole);
    expect(kept.state.reservations.size).toBe(2);
  });

  it('lets one of several imports taking the same table at once have it', async () => {
    const phones = ['+6593000011', '+6593000012', '+6593000013'];
    const results = await Promise.all(
      phones.map((phone) => importReservations(store, actor, [row(phone, { date: '2030-06-04', tables: 'T1' })], false)),
    );
    expect(results.map((r) => r.imported).sort()).toEqual([0, 0, 1]);
    expect(results.flatMap((r) => r.errors.map((e) => e.code))).toEqual(['TABLE_DOUBLE_BOOKED', 'TABLE_DOUBLE_BOOKED']);
    const [{ n }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM reservations WHERE rid = $1 AND date = '2030-06-04'`, [RID]);
    expect(n).toBe(1);
  });

  it('gives imports registering the same new guest at once, on different days, one diner that all their bookings share', async () => {
    const dates = ['2030-06-10', '2030-06-11', '2030-06-12', '2030-06-13'];
    const results = await Promise.all(dates.map((date) => importReservations(store, actor, [row('+6593000041', { date })], false)));
    expect(results.map((r) => r.imported)).toEqual([1, 1, 1, 1]);
    const diners = await db.dataSource.query(`SELECT diner_id FROM diners WHERE phone = '+6593000041'`);
    expect(diners).toHaveLength(1);
    const booked = await db.dataSource.query(`SELECT DISTINCT diner_id FROM reservations WHERE rid = $1 AND phone = '+6593000041'`, [RID]);
    expect(booked).toEqual(diners);
  });

  it('audits the capacity a booked-anyway import exceeds, and rebuilds to the identical tables', async () => {
    const rows = ['+6593000021', '+6593000022', '+6593000023'].map((phone) => row(phone, { date: '2030-06-05', time: '12:30' }));
    await expect(importReservations(store, actor, rows, true)).resolves.toMatchObject({ imported: 3, failed: 0 });
    const [third] = await db.dataSource.query(`SELECT reservation_id FROM reservations WHERE rid = $1 AND phone = '+6593000023'`, [RID]);
    const [imported] = await auditTrail(db.dataSource, RID, third.reservation_id);
    expect(imported).toMatchObject({
      action: 'imported',
      changes: { status: { before: null, after: 'Booked' }, capacity_override: { reason: 'coversPerIntervalFull' } },
    });

    const tables = ['reservations', 'reservation_audit', 'diners'];
    const snapshot = () => Promise.all(tables.map((t) => db.dataSource.query(`SELECT * FROM ${t} ORDER BY ${t}::text`)));
    const before = await snapshot();
    await rebuildProjections(store, [reservationsProjection, dinersProjection]);
    expect(await snapshot()).toEqual(before);
  });
});
