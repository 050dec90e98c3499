import { addWalkInRequest, updateStatusRequest } from '@covers/shared';
import { dinersProjection } from '../diners';
import { EventStore } from '../eventstore';
import { floorProjection } from '../floor';
import { draftsProjection, ReservationsService, reservationsProjection } from '../reservations';
import { outletWithServices, publishTables } from '../reservations/testing/outlet-with-services';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { queueProjection } from './queue.projection';
import { QueueService } from './queue.service';

const RID = 21;
const DAY = '2034-06-12';
const at = (time: string) =>
  ({ rid: RID, groupUid: 'g21', username: 'host', metadata: { actor: 'host-1', now: `${DAY}T${time}:00.000Z` } }) as Parameters<
    QueueService['join']
  >[0];

describe('wait quotes learnt from the floor, recorded and measured (outlet in UTC)', () => {
  let db: TestDatabase;
  let queue: QueueService;
  let reservations: ReservationsService;

  const join = (time: string, last_name: string, pax = 2) => queue.join(at(time), { pax, last_name, book_anyway: true });
  const seat = (time: string, reservation_id: string, table: string) =>
    queue.seat(at(time), { reservation_id, table_ids: [table], book_anyway: false });
  const depart = (time: string, reservation_id: string) =>
    reservations.updateStatus(at(time), updateStatusRequest.parse({ reservation_id, date: DAY, action: 'depart' }));
  const walkInAt = async (time: string, table: string, adults = 2, tables = [table]) =>
    (await reservations.walkIn(at(time), addWalkInRequest.parse({ adults, table_ids: tables, last_name: 'Walk', taken_by: 'host' })))
      .reservation_id;
  const quoteA = async (time: string) => (await queue.waitTimes(at(time))).categories.find((quote) => quote.category === 'A')!;

  beforeAll(async () => {
    db = await openTestDatabase();
    const dinner = { name: 'Dinner', startMinute: 1020, endMinute: 1380, onlineSlots: [] };
    const outlet = await outletWithServices(db.dataSource, RID, [dinner], at('12:00').metadata);
    await publishTables(
      outlet.store,
      RID,
      [
        { id: 'a1', minPax: 1, maxPax: 2 },
        { id: 'a2', minPax: 1, maxPax: 2 },
        { id: 'b1', minPax: 3, maxPax: 4 },
        { id: 'c1', minPax: 3, maxPax: 4 },
        { id: 'c2', minPax: 3, maxPax: 4 },
      ],
      at('12:00').metadata,
      // No table seats five or more alone: c1 and c2 joined do.
      [{ id: 'c1-c2', tableIds: ['c1', 'c2'], minPax: 5, maxPax: 8 }],
    );
    const store = new EventStore(db.dataSource, [
      reservationsProjection,
      draftsProjection,
      dinersProjection,
      floorProjection,
      queueProjection,
    ]);
    reservations = new ReservationsService(store);
    queue = new QueueService(store, reservations, { partySecret: 'queue-spec' });
  }, 120_000);
  afterAll(() => db.close());

  it('quotes the default while no turn has been observed', async () => {
    expect(await quoteA('18:00')).toEqual({
      category: 'A',
      quote_minutes: 15,
      source: 'default',
      learnt_minutes: null,
      turn_minutes: null,
      parties_ahead: 0,
      tables: 2,
      tables_in_use: 0,
    });
    const tan = await join('18:00', 'Tan');
    expect(tan.quote_minutes).toBe(15);
    await seat('18:10', tan.reservation_id, 'a1');
    await depart('18:50', tan.reservation_id);
  });

  it('learns the band’s turn time and quotes when a table frees up for each party ahead', async () => {
    const walkIn = await walkInAt('18:20', 'a2');
    await depart('19:10', walkIn);
    const sitting = await walkInAt('19:20', 'a1');
    // Turns of 40 and 50 minutes: 45. a2 is free, so Lee sits at once; Ng waits for a1, taken at 19:20 for 45 minutes.
    const lee = await join('19:20', 'Lee');
    const ng = await join('19:21', 'Ng', 1);
    expect([lee.quote_minutes, ng.quote_minutes]).toEqual([0, 44]);
    expect(await quoteA('19:21')).toMatchObject({ source: 'learnt', turn_minutes: 45, parties_ahead: 2, tables: 2, tables_in_use: 1 });

    // Measured when seated: Lee waited 10 minutes (learnt 0, default 15), Ng 44 (learnt 44, default 15).
    await seat('19:30', lee.reservation_id, 'a2');
    await depart('20:00', sitting);
    await seat('20:05', ng.reservation_id, 'a1');
    const { accuracy } = await queue.waitTimes(at('20:06'));
    expect(accuracy).toEqual({ days: 7, parties: 2, learnt_mae_minutes: 5, default_mae_minutes: 17 });
  });

  it('quotes a default staff set by hand for 30 minutes, then the learnt quote again', async () => {
    const setup = await queue.settings(at('20:10'));
    await queue.saveSettings(at('20:10'), { ...setup.settings, default_wait_minutes: 30 });
    const held = await queue.waitTimes(at('20:20'));
    expect(held.manual_until).toBe(`${DAY}T20:40:00.000Z`);
    expect(held.categories.find((quote) => quote.category === 'A')).toMatchObject({ quote_minutes: 30, source: 'manual' });
    expect(await join('20:20', 'Held')).toMatchObject({ quote_minutes: 30 });

    // Saving other settings keeps the hour the default was set.
    await queue.saveSettings(at('20:30'), { ...setup.settings, default_wait_minutes: 30, rotation: 'portrait_left' });
    const after = await queue.waitTimes(at('20:41'));
    expect(after.manual_until).toBeNull();
    expect(after.categories.find((quote) => quote.category === 'A')).toMatchObject({
      source: 'learnt',
      learnt_minutes: expect.any(Number),
    });
  });

  it('quotes a large party from a combination of tables, free only when all its tables are', async () => {
    const quoteC = async (time: string) => (await queue.waitTimes(at(time))).categories.find((quote) => quote.category === 'C')!;
    // No turn of five or more observed yet: the default.
    expect(await quoteC('20:44')).toMatchObject({ source: 'default', learnt_minutes: null, tables: 2, tables_in_use: 0 });
    // A party of six at c1 and c2 joined stays an hour: the band's turn is learnt, and the combination is free again.
    await depart('21:45', await walkInAt('20:45', 'c1', 6, ['c1', 'c2']));
    expect(await quoteC('21:46')).toMatchObject({ source: 'learnt', learnt_minutes: 0, turn_minutes: 60, tables: 2, tables_in_use: 0 });
    // A four sat at c1 alone: the six joining now waits until it leaves.
    await walkInAt('21:50', 'c1', 4);
    const held = await quoteC('21:51');
    expect(held).toMatchObject({ source: 'learnt', tables: 2, tables_in_use: 1 });
    expect(held.learnt_minutes).toBeGreaterThan(0);
  });
});
