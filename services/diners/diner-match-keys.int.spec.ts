import { DEFAULT_ACCESS_TYPES, dinerDuplicatesRequest, dinerEditRequest, defaultFeatureFlags } from '@covers/shared';
import type { OutletCaller } from '../access';
import { EventStore } from '../eventstore';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { until } from '../testing/until';
import { dinerMatchKeys } from './diner-match-keys';
import { matchOrRegisterDiners, newDiner, registerDiner } from './diner-matching';
import { dinersProjection } from './diners.projection';
import { DinersService } from './diners.service';
import { ReservationsService } from '../reservations';

const caller: OutletCaller = {
  rid: 1,
  groupUid: 'keys',
  userId: 'user-1',
  username: 'user-1',
  superAdmin: true,
  permissions: { ...DEFAULT_ACCESS_TYPES.Admin },
  accessTypeName: 'Admin',
  featureFlags: defaultFeatureFlags(false),
  metadata: { actor: 'user-1', now: '2033-01-10T04:00:00.000Z' },
};

describe('the diners’ match keys, kept after each commit', () => {
  let db: TestDatabase;
  let store: EventStore;
  let diners: DinersService;
  const keysOf = async (dinerId: string): Promise<string[]> =>
    ((await db.dataSource.query(`SELECT key FROM diner_match_keys WHERE diner_id = $1 ORDER BY key`, [dinerId])) as { key: string }[]).map(
      (row) => row.key,
    );
  const allKeys = async (): Promise<string[]> =>
    ((await db.dataSource.query(`SELECT diner_id || ' ' || key AS k FROM diner_match_keys ORDER BY 1`)) as { k: string }[]).map(
      (row) => row.k,
    );

  beforeAll(async () => {
    db = await openTestDatabase();
    store = new EventStore(db.dataSource, [dinersProjection]);
    diners = new DinersService(store, new ReservationsService(store));
  }, 120_000);
  afterAll(() => db.close());

  it('are not written by the registering transaction; a search for duplicates right after it finds the pair', async () => {
    const first = newDiner('keys', { first_name: 'Mei', last_name: 'Tan', phone: '+6591230001' });
    await registerDiner(store, first, caller.metadata, 1);
    // Two at once: an import's batch (DinersRegistered).
    const [twin] = await matchOrRegisterDiners(
      store,
      'keys',
      [
        { first_name: 'Mei', last_name: 'Tan', phone: '006591230001' },
        { last_name: 'Other', phone: '+6580000000' },
      ],
      caller.metadata,
    );
    expect(await keysOf(first.diner_id)).toEqual([]);
    expect(await keysOf(twin.diner_id)).toEqual([]);

    const { pairs } = await diners.duplicates(caller, dinerDuplicatesRequest.parse({}));
    expect(pairs.map((pair) => [pair.first.diner_id, pair.second.diner_id].sort())).toEqual([[first.diner_id, twin.diner_id].sort()]);
    expect(await keysOf(twin.diner_id)).toEqual(['ftan|mei', 'n91230001', 'smei tan']);
  });

  it('follow an edit: the old keys go, the new ones come', async () => {
    const { diner } = await diners.add(caller, { first_name: 'Kai', last_name: 'Wong', phone: '+6590000001' });
    await diners.matchKeys.catchUp();
    expect(await keysOf(diner.diner_id)).toEqual(['fwong|kai', 'n90000001', 'skai wong']);
    await diners.edit(
      caller,
      dinerEditRequest.parse({ diner_id: diner.diner_id, first_name: 'Kai', last_name: 'Wong', phone: '+6590000002' }),
    );
    await diners.matchKeys.catchUp();
    expect(await keysOf(diner.diner_id)).toEqual(['fwong|kai', 'n90000002', 'skai wong']);
  });

  it('are the same when every change is handled again, and are kept in the background once followed', async () => {
    await diners.matchKeys.catchUp();
    const kept = await allKeys();
    await db.dataSource.query(`UPDATE subscription_checkpoints SET position = 0 WHERE name = 'diner-match-keys'`);
    await dinerMatchKeys(store).catchUp();
    expect(await allKeys()).toEqual(kept);

    const following = dinerMatchKeys(store);
    await following.start();
    try {
      const late = newDiner('keys', { first_name: 'Ana', last_name: 'Lee', phone: '+6590000003' });
      await registerDiner(store, late, caller.metadata, 1);
      expect(
        await until(
          () => keysOf(late.diner_id),
          (keys) => keys.length > 0,
        ),
      ).toEqual(['flee|ana', 'n90000003', 'sana lee']);
    } finally {
      await following.stop();
    }
  });
});
