import type { AddTransactionRequest } from '@covers/shared';
import type { EventStore } from '../eventstore';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { auditTrail } from './reservations.queries';
import type { ReservationActor, ReservationsService } from './reservations.service';
import { SMALL_LUNCH, outletWithServices, publishTables } from './testing/outlet-with-services';

const RID = 11;
const actor: ReservationActor = { rid: RID, groupUid: 'g11', metadata: { actor: 'host-1', now: '2030-05-06T12:05:00.000Z' } };
let phones = 0;
const party = (date: string, time: string, adults: number, extra: Partial<AddTransactionRequest> = {}): AddTransactionRequest => ({
  last_name: `Guest ${++phones}`,
  phone: `+6593${String(phones).padStart(6, '0')}`,
  adults,
  children: 0,
  table_ids: [],
  tags: [],
  taken_by: 'Bob',
  deposit_status: 'none',
  book_anyway: false,
  date,
  time,
  kind: 'reservation',
  present: false,
  ...extra,
});
const intervalFull = { code: 'CAPACITY_CONFLICT', details: { reason: 'coversPerIntervalFull', choices: ['book_anyway'] } };

/** Lunch takes 4 covers per 15 minutes (SMALL_LUNCH); tables t1-t4 seat 1-4. */
describe('every path that adds covers or assigns tables, on PostgreSQL: refused, then booked anyway and audited', () => {
  let db: TestDatabase;
  let store: EventStore;
  let service: ReservationsService;
  const lastAudit = async (reservationId: string) => (await auditTrail(db.dataSource, RID, reservationId)).at(-1);

  beforeAll(async () => {
    db = await openTestDatabase();
    ({ store, service } = await outletWithServices(db.dataSource, RID, [SMALL_LUNCH], actor.metadata));
    await publishTables(
      store,
      RID,
      ['t1', 't2', 't3', 't4'].map((id) => ({ id, minPax: 1, maxPax: 4 })),
      actor.metadata,
    );
  }, 120_000);
  afterAll(() => db.close());

  it('a walk-in seated now, in an interval already holding 2 of its 4 covers', async () => {
    await service.add(actor, party('2030-05-06', '12:00', 2));
    const walkIn = {
      last_name: 'Walk-in',
      adults: 3,
      children: 0,
      table_ids: ['t1'],
      tags: [],
      taken_by: 'Bob',
      deposit_status: 'none' as const,
      book_anyway: false,
    };
    await expect(service.walkIn(actor, walkIn)).rejects.toMatchObject(intervalFull);
    const seated = await service.walkIn(actor, { ...walkIn, book_anyway: true });
    expect(seated).toMatchObject({ status: 'Seated', time_minute: 725 });
    expect(await lastAudit(seated.reservation_id)).toMatchObject({
      action: 'walk_in',
      changes: { capacity_override: { reason: 'coversPerIntervalFull' } },
    });
  });

  it('a cancelled booking reinstated into an interval filled meanwhile', async () => {
    const back = await service.add(actor, party('2030-05-07', '12:30', 2));
    await service.updateStatus(actor, {
      date: '2030-05-07',
      reservation_id: back.reservation_id,
      action: 'cancel',
      reason: 'Change of Plans',
      book_anyway: false,
    });
    await service.add(actor, party('2030-05-07', '12:30', 3));
    await expect(
      service.updateStatus(actor, { date: '2030-05-07', reservation_id: back.reservation_id, action: 'reinstate', book_anyway: false }),
    ).rejects.toMatchObject(intervalFull);
    const change = await service.updateStatus(actor, {
      date: '2030-05-07',
      reservation_id: back.reservation_id,
      action: 'reinstate',
      book_anyway: true,
    });
    expect(change).toMatchObject({ from: 'Cancelled', to: 'Booked', capacity_override: { reason: 'coversPerIntervalFull' } });
    expect(await lastAudit(back.reservation_id)).toMatchObject({
      action: 'reinstate',
      changes: { status: { after: 'Booked' }, capacity_override: { reason: 'coversPerIntervalFull' } },
    });
  });

  it('a waitlist entry switched to a reservation', async () => {
    const waiting = await service.add(actor, party('2030-05-08', '13:00', 3, { kind: 'waitlist' }));
    await service.add(actor, party('2030-05-08', '13:00', 2));
    await expect(
      service.updateStatus(actor, {
        date: '2030-05-08',
        reservation_id: waiting.reservation_id,
        action: 'switch_to_reservation',
        book_anyway: false,
      }),
    ).rejects.toMatchObject(intervalFull);
    await service.updateStatus(actor, {
      date: '2030-05-08',
      reservation_id: waiting.reservation_id,
      action: 'switch_to_reservation',
      book_anyway: true,
    });
    expect(await lastAudit(waiting.reservation_id)).toMatchObject({
      action: 'switch_to_reservation',
      changes: { capacity_override: { reason: 'coversPerIntervalFull' } },
    });
  });

  it('a draft turned into a reservation (the draft stays until the booking is made)', async () => {
    await service.add(actor, party('2030-05-09', '12:00', 2));
    const { draft_id: draftId } = await service.saveDraft(actor, { data: { last_name: 'Draft' } });
    const fromDraft = party('2030-05-09', '12:00', 3, { draft_id: draftId });
    await expect(service.add(actor, fromDraft)).rejects.toMatchObject(intervalFull);
    const drafts = async () =>
      (await db.dataSource.query(`SELECT draft_id FROM reservation_drafts WHERE rid = $1`, [RID])).map(
        (d: { draft_id: string }) => d.draft_id,
      );
    expect(await drafts()).toContain(draftId);
    const booked = await service.add(actor, { ...fromDraft, book_anyway: true });
    expect(await lastAudit(booked.reservation_id)).toMatchObject({
      action: 'draft',
      changes: { capacity_override: { reason: 'coversPerIntervalFull' } },
    });
    expect(await drafts()).not.toContain(draftId);
  });

  it('move_reservation to another time of the day', async () => {
    await service.add(actor, party('2030-05-10', '12:00', 2));
    const later = await service.add(actor, party('2030-05-10', '14:00', 3));
    const move = { reservation_id: later.reservation_id, date: '2030-05-10', new_time: '12:05', book_anyway: false };
    await expect(service.move(actor, move)).rejects.toMatchObject(intervalFull);
    await service.move(actor, { ...move, book_anyway: true });
    expect(await lastAudit(later.reservation_id)).toMatchObject({
      action: 'move_reservation',
      changes: { time_minute: { before: 840, after: 725 }, capacity_override: { reason: 'coversPerIntervalFull' } },
    });
  });

  it('reassign_table onto a table booked at that time', async () => {
    const holder = await service.add(actor, party('2030-05-11', '12:00', 2, { table_ids: ['t1'] }));
    const mine = await service.add(actor, party('2030-05-11', '12:30', 2, { table_ids: ['t2'] }));
    await expect(
      service.reassign(actor, { date: '2030-05-11', reservation_id: mine.reservation_id, table_ids: ['t1'], book_anyway: false }),
    ).rejects.toMatchObject({ code: 'TABLE_DOUBLE_BOOKED' });
    await service.reassign(actor, { date: '2030-05-11', reservation_id: mine.reservation_id, table_ids: ['t1'], book_anyway: true });
    expect(await lastAudit(mine.reservation_id)).toMatchObject({
      action: 'reassign_table',
      changes: { book_anyway: [{ reservation_id: holder.reservation_id, table_ids: ['t1'] }] },
    });
  });

  it('exchange_table when a third booking holds one of the tables later', async () => {
    const early = await service.add(actor, party('2030-05-12', '11:30', 2, { table_ids: ['t1'] }));
    const late = await service.add(actor, party('2030-05-12', '13:30', 2, { table_ids: ['t2'] }));
    const third = await service.add(actor, party('2030-05-12', '13:30', 2, { table_ids: ['t1'] }));
    await expect(
      service.exchange(actor, {
        date: '2030-05-12',
        reservation_id: early.reservation_id,
        other_reservation_id: late.reservation_id,
        book_anyway: false,
      }),
    ).rejects.toMatchObject({ code: 'TABLE_DOUBLE_BOOKED' });
    await service.exchange(actor, {
      date: '2030-05-12',
      reservation_id: early.reservation_id,
      other_reservation_id: late.reservation_id,
      book_anyway: true,
    });
    expect(await lastAudit(late.reservation_id)).toMatchObject({
      action: 'exchange_table',
      changes: { book_anyway: [{ reservation_id: third.reservation_id, table_ids: ['t1'] }] },
    });
    const rows: { reservation_id: string; table_ids: string[] }[] = await db.dataSource.query(
      `SELECT reservation_id, table_ids FROM reservations WHERE rid = $1 AND date = '2030-05-12'`,
      [RID],
    );
    const tables = Object.fromEntries(rows.map((r) => [r.reservation_id, r.table_ids]));
    expect([tables[early.reservation_id], tables[late.reservation_id], tables[third.reservation_id]]).toEqual([['t2'], ['t1'], ['t1']]);
  });

  it('seating a waiting party (today, its service day) at a table booked meanwhile (a waitlist entry holds no table until seated or offered)', async () => {
    const waiting = await service.add(actor, party('2030-05-06', '13:00', 2, { kind: 'waitlist', present: true, table_ids: ['t3'] }));
    const holder = await service.add(actor, party('2030-05-06', '13:30', 2, { table_ids: ['t3'] }));
    await expect(
      service.updateStatus(actor, { date: '2030-05-06', reservation_id: waiting.reservation_id, action: 'seat', book_anyway: false }),
    ).rejects.toMatchObject({ code: 'TABLE_DOUBLE_BOOKED' });
    await service.updateStatus(actor, { date: '2030-05-06', reservation_id: waiting.reservation_id, action: 'seat', book_anyway: true });
    expect(await lastAudit(waiting.reservation_id)).toMatchObject({
      action: 'seat',
      changes: { status: { after: 'Seated' }, book_anyway: [{ reservation_id: holder.reservation_id, table_ids: ['t3'] }] },
    });
    await expect(
      service.updateStatus(actor, { date: '2030-05-06', reservation_id: holder.reservation_id, action: 'seat', book_anyway: true }),
    ).rejects.toMatchObject({ code: 'TABLES_ALREADY_ASSIGNED' });
  });
});
