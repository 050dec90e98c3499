import { EventStore } from '../eventstore';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { bookingDiner, matchOrRegisterDiners, registerBookingDiner, retryWhileDinerTaken, type DinerContact } from './diner-matching';
import { dinersProjection } from './diners.projection';

const meta = { actor: 'host-1', now: '2026-11-21T10:00:00.000Z' };

describe('diner matching on PostgreSQL', () => {
  let db: TestDatabase;
  let store: EventStore;
  const dinersWith = (group: string, key: string) =>
    db.dataSource.query(`SELECT diner_id FROM diners WHERE group_uid = $1 AND phone_key = $2`, [group, key]) as Promise<
      { diner_id: string }[]
    >;

  beforeAll(async () => {
    db = await openTestDatabase({ poolSize: 20 });
    store = new EventStore(db.dataSource, [dinersProjection]);
  }, 120_000);
  afterAll(() => db.close());

  /** A diner as a booking takes one: matched, and when new registered in a transaction of its own (as a booking's day's). */
  const registerAsBooking = (group: string, contact: DinerContact, day: string) =>
    retryWhileDinerTaken(async () => {
      const diner = await bookingDiner(store.dataSource, group, contact);
      await store.withStreamsLocked([day], (tx) => registerBookingDiner(store, tx, diner, meta));
      return diner;
    });

  it('gives hosts registering the same new phone at once one diner, whatever the phone formatting', async () => {
    const phones = ['+65 9100 0001', '+6591000001', '+65-9100-0001', '+65 (9100) 0001', '+6591000001', '+65 91000001'];
    const found = await Promise.all(phones.map((phone, i) => registerAsBooking('g1', { last_name: `Host${i}`, phone }, `day-${i}`)));
    const [only] = await dinersWith('g1', '+6591000001');
    expect(await dinersWith('g1', '+6591000001')).toHaveLength(1);
    expect(new Set(found.map((d) => d.diner_id))).toEqual(new Set([only.diner_id]));
  });

  it('matches an import batch racing a single registration to the same diner, and keeps groups apart', async () => {
    const [single, [batched]] = await Promise.all([
      registerAsBooking('g2', { last_name: 'Lee', phone: '+6591000002' }, 'day-a'),
      matchOrRegisterDiners(
        store,
        'g2',
        [
          { last_name: 'Lee', phone: '+65 9100 0002' },
          { last_name: 'Other', phone: '+6591000003' },
        ],
        meta,
      ),
    ]);
    expect(batched.diner_id).toBe(single.diner_id);
    expect(await dinersWith('g2', '+6591000002')).toEqual([{ diner_id: single.diner_id }]);
    const elsewhere = await registerAsBooking('g3', { last_name: 'Lee', phone: '+6591000002' }, 'day-b');
    expect(elsewhere.diner_id).not.toBe(single.diner_id);
  });
});
