import {
  DEFAULT_ACCESS_TYPES,
  dinerDuplicatesRequest,
  dinerFilterRequest,
  dinerHistoryRequest,
  DomainError,
  defaultFeatureFlags,
} from '@covers/shared';
import type { OutletCaller } from '../access';
import { EventStore, rebuildProjections } from '../eventstore';
import { floorProjection } from '../floor';
import { ReservationsService, reservationsProjection } from '../reservations';
import { reservationOf } from '../reservations/testing/party-input';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { bookingDiner, newDiner, registerDiner } from './diner-matching';
import { dinersProjection } from './diners.projection';
import { DinersService } from './diners.service';

const NOW = '2033-01-10T04:00:00.000Z';
const caller: OutletCaller = {
  rid: 1,
  groupUid: 'g',
  userId: 'user-1',
  username: 'user-1',
  superAdmin: true,
  permissions: { ...DEFAULT_ACCESS_TYPES.Admin },
  accessTypeName: 'Admin',
  featureFlags: defaultFeatureFlags(false),
  metadata: { actor: 'user-1', now: NOW },
};

async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).code;
}

describe('merging diners on PostgreSQL', () => {
  let db: TestDatabase;
  let store: EventStore;
  let diners: DinersService;
  let reservations: ReservationsService;
  const history = async (dinerId: string) => ({
    profile: (await diners.get(caller, { diner_id: dinerId })).diner,
    bookings: (await diners.bookingHistory(caller, dinerHistoryRequest.parse({ diner_id: dinerId, page_size: 100 }))).bookings,
    visits: (await diners.visitHistory(caller, dinerHistoryRequest.parse({ diner_id: dinerId, page_size: 100 }))).bookings,
  });
  const directory = async (search: string) =>
    (await diners.filter(caller, dinerFilterRequest.parse({ search, scope: 'group' }))).diners.map((d) => d.diner_id);
  const readModel = () =>
    db.dataSource.query(`SELECT d::text AS row FROM diners d ORDER BY diner_id`).then((rows: { row: string }[]) => rows.map((r) => r.row));

  beforeAll(async () => {
    db = await openTestDatabase();
    store = new EventStore(db.dataSource, [floorProjection, reservationsProjection, dinersProjection]);
    reservations = new ReservationsService(store);
    diners = new DinersService(store, reservations);
  }, 120_000);
  afterAll(() => db.close());

  it('lists possible duplicates scored by phone (E.164 first), e-mail and name, never pairing strangers', async () => {
    const raw = (last: string, fields: Parameters<typeof newDiner>[1]) =>
      registerDiner(store, { ...newDiner('dup', { ...fields, last_name: last }) }, caller.metadata, 1);
    await registerDiner(
      store,
      newDiner('dup', { first_name: 'Mei', last_name: 'Tan', phone: '+6591230001', email: 'mei@x.com' }),
      caller.metadata,
      1,
    );
    await raw('Tan', { first_name: 'Mei', phone: '006591230001' }); // the same E.164 phone, typed with 00
    await raw('Lim', { first_name: 'Ah', phone: '91230001' }); // the same national number only
    await raw('TAN', { first_name: 'mei', email: 'M.E.I+work@x.com' }); // an alias of the e-mail, the same name
    await raw('Stranger', { first_name: 'Bob', phone: '+6588887777', email: 'bob@y.com' });
    const { pairs, total } = await diners.duplicates({ ...caller, groupUid: 'dup' }, dinerDuplicatesRequest.parse({}));
    const names = (p: (typeof pairs)[number]) =>
      [p.first, p.second]
        .map((d) => `${d.first_name} ${d.last_name}:${d.phone ?? d.email}`)
        .sort()
        .join(' + ');
    // Strongest first; pairs of one score in any order (by their ids).
    const scores = pairs.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    const listed = pairs.map((p) => [names(p), p.reasons, p.score] as const);
    expect([...listed].sort((x, y) => y[2] - x[2] || (x[0] < y[0] ? -1 : 1))).toEqual([
      ['Mei Tan:+6591230001 + Mei Tan:006591230001', ['phone', 'name'], 1],
      ['Mei Tan:+6591230001 + mei TAN:M.E.I+work@x.com', ['email_alias', 'name'], 0.75],
      ['Ah Lim:91230001 + Mei Tan:+6591230001', ['phone_national'], 0.4],
      ['Ah Lim:91230001 + Mei Tan:006591230001', ['phone_national'], 0.4],
      ['Mei Tan:006591230001 + mei TAN:M.E.I+work@x.com', ['name'], 0.4],
    ]);
    expect(total).toBe(5);
    expect(
      (await diners.duplicates({ ...caller, groupUid: 'dup' }, dinerDuplicatesRequest.parse({ page: 3, page_size: 2 }))).pairs,
    ).toHaveLength(1);
  });

  it('merges two diners with their bookings and undoes it exactly; the undo is refused once done or overtaken', async () => {
    const { diner: kept } = await diners.add(caller, {
      last_name: 'Wong',
      first_name: 'Kai',
      phone: '91110001',
      notes: 'Window',
      vip: true,
    });
    const { diner: merged } = await diners.add(caller, {
      last_name: 'Wong',
      first_name: 'K.',
      email: 'kai@example.com',
      birthday: '1980-02-03',
      notes: 'No nuts',
    });
    const ownBooking = await reservations.add(caller, { ...reservationOf('Wong', 2, '2033-01-20', '19:00'), diner_id: kept.diner_id });
    const theirBooking = await reservations.add(caller, { ...reservationOf('Wong', 4, '2033-01-21', '19:00'), diner_id: merged.diner_id });
    await reservations.cancel(caller, { reservation_id: theirBooking.reservation_id, date: theirBooking.date, reason: 'Bad Weather' });
    const before = { kept: await history(kept.diner_id), merged: await history(merged.diner_id), rows: await readModel() };

    const merge = await diners.merge(caller, { keep_id: kept.diner_id, merge_id: merged.diner_id } as never);
    expect(merge.diner).toMatchObject({
      first_name: 'Kai',
      phone: '+6591110001',
      email: 'kai@example.com',
      birthday: '1980-02-03',
      notes: 'Window\n\nNo nuts',
      vip: true,
      cancellation_count: 1,
    });
    expect((await history(kept.diner_id)).bookings.map((b) => b.reservation_id).sort()).toEqual(
      [ownBooking.reservation_id, theirBooking.reservation_id].sort(),
    );
    expect(await refusal(diners.get(caller, { diner_id: merged.diner_id }))).toBe('DINER_NOT_FOUND');
    expect(await directory('wong')).toEqual([kept.diner_id]);
    expect((await diners.get(caller, { diner_id: kept.diner_id })).undoable_merge).toEqual({
      merge_id: merge.merge_id,
      merged_id: merged.diner_id,
      merged_name: 'K. Wong',
    });
    // A booking with the merged diner's e-mail finds the kept diner.
    expect((await bookingDiner(db.dataSource, 'g', { last_name: 'W', email: 'KAI@example.com' })).diner_id).toBe(kept.diner_id);

    const undone = await diners.unmerge(caller, { merge_id: merge.merge_id } as never);
    expect(undone.kept).toEqual(before.kept.profile);
    expect(undone.restored).toEqual(before.merged.profile);
    expect({ kept: await history(kept.diner_id), merged: await history(merged.diner_id), rows: await readModel() }).toEqual(before);
    expect((await diners.get(caller, { diner_id: kept.diner_id })).undoable_merge).toBeNull();
    expect(await refusal(diners.unmerge(caller, { merge_id: merge.merge_id } as never))).toBe('DINER_MERGE_UNDONE');

    const again = await diners.merge(caller, { keep_id: kept.diner_id, merge_id: merged.diner_id } as never);
    await diners.edit(caller, { ...before.kept.profile, diner_id: kept.diner_id, tag_ids: [], notes: 'Edited after' } as never);
    const events = await db.dataSource.query(`SELECT count(*)::int AS n FROM events`);
    expect(await refusal(diners.unmerge(caller, { keep_id: kept.diner_id, merged_id: merged.diner_id } as never))).toBe(
      'DINER_MERGE_NOT_LATEST',
    );
    expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM events`)).toEqual(events);
    expect(await refusal(diners.merge(caller, { keep_id: kept.diner_id, merge_id: merged.diner_id } as never))).toBe('DINER_NOT_FOUND');
    expect(again.merge_id).not.toBe(merge.merge_id);

    // The read models are the events': rebuilt, they are the same tables.
    const tables = async () =>
      Promise.all(
        ['diners', 'diner_merges', 'diner_match_keys'].map((table) =>
          db.dataSource.query(`SELECT t::text AS row FROM ${table} t ORDER BY t::text`),
        ),
      );
    const built = await tables();
    await rebuildProjections(store);
    expect(await tables()).toEqual(built);
  });

  it('counts the bookings of a chain of merges at the last kept diner, and undoes the chain one step at a time', async () => {
    const add = async (last: string) => (await diners.add(caller, { last_name: last })).diner;
    const [a, b, c] = [await add('Chain A'), await add('Chain B'), await add('Chain C')];
    const booked = await reservations.add(caller, { ...reservationOf('B', 2, '2033-01-22', '19:00'), diner_id: b.diner_id });
    const first = await diners.merge(caller, { keep_id: a.diner_id, merge_id: b.diner_id } as never);
    const second = await diners.merge(caller, { keep_id: c.diner_id, merge_id: a.diner_id } as never);
    expect((await history(c.diner_id)).bookings.map((x) => x.reservation_id)).toEqual([booked.reservation_id]);
    expect(await refusal(diners.unmerge(caller, { merge_id: first.merge_id } as never))).toBe('DINER_MERGE_NOT_LATEST');
    await diners.unmerge(caller, { merge_id: second.merge_id } as never);
    expect((await history(a.diner_id)).bookings.map((x) => x.reservation_id)).toEqual([booked.reservation_id]);
    expect((await history(c.diner_id)).bookings).toEqual([]);
    await diners.unmerge(caller, { merge_id: first.merge_id } as never);
    expect((await history(b.diner_id)).bookings.map((x) => x.reservation_id)).toEqual([booked.reservation_id]);
  });

  it('makes one diner when two hosts register the same phone at once, also the phone of a merged-away diner', async () => {
    const phone = '+6591119999';
    const [one, two] = await Promise.all([
      reservations.add(caller, { ...reservationOf('Race', 2, '2033-01-23', '19:00'), phone }),
      reservations.add(caller, { ...reservationOf('Race', 2, '2033-01-24', '19:00'), phone }),
    ]);
    const ids = await db.dataSource.query(`SELECT diner_id FROM reservations WHERE reservation_id = ANY($1::uuid[])`, [
      [one.reservation_id, two.reservation_id],
    ]);
    expect(new Set(ids.map((r: { diner_id: string }) => r.diner_id)).size).toBe(1);
    const { diner: other } = await diners.add(caller, { last_name: 'Racer', phone: '91118888' });
    await diners.merge(caller, { keep_id: other.diner_id, merge_id: ids[0].diner_id } as never);
    const [three, four] = await Promise.all([
      reservations.add(caller, { ...reservationOf('Race', 2, '2033-01-25', '19:00'), phone }),
      reservations.add(caller, { ...reservationOf('Race', 2, '2033-01-26', '19:00'), phone }),
    ]);
    const after = await db.dataSource.query(`SELECT DISTINCT diner_id FROM reservations WHERE reservation_id = ANY($1::uuid[])`, [
      [three.reservation_id, four.reservation_id],
    ]);
    expect(after).toEqual([{ diner_id: other.diner_id }]);
  });
});
