import { randomUUID } from 'node:crypto';
import { EventStore, rebuildProjections } from '../eventstore';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { bookingDiner } from './diner-matching';
import type { Diner } from './diners.events';
import { dinerBatchStream, dinerStream } from './diners.streams';
import { dinersProjection } from './diners.projection';
import { DinerPhoneKey1732240000101 } from './migrations/1732240000101-diner-phone-key';

const meta = { actor: 'host-1', now: '2026-11-21T10:00:00.000Z' };
const diner = (group_uid: string, last_name: string, phone: string | null, email: string | null = null): Diner => ({
  diner_id: randomUUID(),
  group_uid,
  salutation: null,
  first_name: null,
  last_name,
  phone,
  email,
  vip: false,
  gender: 'Unspecified',
  nationality: null,
  organisation: null,
  birthday: null,
  anniversary: null,
  tags: [],
  dining_preferences: null,
  seating_preferences: null,
  notes: null,
  marketing_opt_in: false,
  membership: null,
});

/** A database as it was before the phone key: migrated, then this migration taken back down. */
async function beforePhoneKey(): Promise<{ db: TestDatabase; store: EventStore; migrate: () => Promise<void> }> {
  const db = await openTestDatabase();
  const migration = new DinerPhoneKey1732240000101();
  const run = async (step: 'up' | 'down') => {
    const q = db.dataSource.createQueryRunner();
    try {
      await q.startTransaction();
      await migration[step](q);
      await q.commitTransaction();
    } finally {
      await q.release();
    }
  };
  await run('down');
  return { db, store: new EventStore(db.dataSource, [dinersProjection]), migrate: () => run('up') };
}

const register = (store: EventStore, d: Diner) =>
  store.append(dinerStream(d.diner_id), 0, [{ type: 'DinerRegistered', data: { diner: d } }], { rid: null, metadata: meta });
const names = async (db: TestDatabase, group: string) =>
  (await db.dataSource.query(`SELECT last_name FROM diners WHERE group_uid = $1 ORDER BY last_name`, [group])).map(
    (r: { last_name: string }) => r.last_name,
  );
const everyRow = (db: TestDatabase) => db.dataSource.query(`SELECT * FROM diners ORDER BY diners::text`);

describe('migration 1732240000101: the diners phone key on a database that already has diners', () => {
  it('keeps, per group and phone however formatted, the diner registered first: the same table a rebuild gives', async () => {
    const { db, store, migrate } = await beforePhoneKey();
    try {
      const first = diner('g1', 'A first', '+65 9123 4567', 'a@example.com');
      await register(store, first);
      await register(store, diner('g1', 'B same phone', '+6591234567', 'b@example.com'));
      // Refused before (B had this email); once B is left out, the email is C's as a rebuild would have it.
      await register(store, diner('g1', 'C email of B', '+6598765432', 'b@example.com'));
      const batch = [diner('g1', 'D same phone in a batch', '+65-9123-4567'), diner('g1', 'E new in the batch', '+6511112222')];
      await store.append(dinerBatchStream(randomUUID()), 0, [{ type: 'DinersRegistered', data: { diners: batch } }], {
        rid: null,
        metadata: meta,
      });
      await register(store, diner('g2', 'F other group', '+6591234567'));
      await register(store, diner('g1', 'G no phone', null));
      expect(await names(db, 'g1')).toEqual(['A first', 'B same phone', 'D same phone in a batch', 'E new in the batch', 'G no phone']);

      await migrate();
      expect(await names(db, 'g1')).toEqual(['A first', 'C email of B', 'E new in the batch', 'G no phone']);
      expect(await names(db, 'g2')).toEqual(['F other group']);
      const migrated = await everyRow(db);
      await rebuildProjections(store, [dinersProjection]);
      expect(await everyRow(db)).toEqual(migrated);
      expect((await bookingDiner(db.dataSource, 'g1', { last_name: 'Again', phone: '+65 91234567' })).diner_id).toBe(first.diner_id);
    } finally {
      await db.close();
    }
  });

  it('leaves a table without such pairs as it is', async () => {
    const { db, store, migrate } = await beforePhoneKey();
    try {
      await register(store, diner('g1', 'A', '+6591234567'));
      await register(store, diner('g2', 'B', '+65 9123 4567'));
      const before = await everyRow(db);
      await migrate();
      expect((await everyRow(db)).map(({ phone_key: _key, ...row }: Record<string, unknown>) => row)).toEqual(before);
      const [{ indexed }] = await db.dataSource.query(
        `SELECT count(*)::int AS indexed FROM pg_indexes WHERE indexname = 'diners_group_phone_key'`,
      );
      expect(indexed).toBe(1);
    } finally {
      await db.close();
    }
  });
});
