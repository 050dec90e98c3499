import type { EventMetadata, EventStore } from '../../eventstore';
import { AccessService } from '../access.service';
import { groupAccessTypes } from '../access.queries';

export const FIXTURE_PASSWORD = 'correct-horse-1';
export const FIXTURE_NOW = '2026-11-21T10:00:00.000Z';

/** Who the access tests sign in as: each default access type, an Unassigned user, another group's admin, a super-admin. */
export type FixturePrincipal = 'admin' | 'manager' | 'frontOfHouse' | 'unassigned' | 'otherGroup' | 'superAdmin';

export interface AccessFixture {
  groupUid: string;
  otherGroupUid: string;
  /** acme's outlets (11, 12) and the other group's (21). */
  rid: number;
  secondRid: number;
  otherRid: number;
  accessTypeIds: Record<string, string>;
  users: Record<FixturePrincipal, { userId: string; username: string; companyId?: string }>;
}

/** The profile the fixture gives a user: tests that change a fixture user's access send it back unchanged. */
export const fixtureProfile = (username: string) => ({
  username,
  staffName: `${username} staff`,
  positionTitle: '',
  phone: '',
  email: `${username}@acme.example`,
  language: 'en_US',
});

/** Two groups: acme (outlets 11 and 12) and other (outlet 21), with one user per principal, all with FIXTURE_PASSWORD. */
export async function seedAccessFixture(store: EventStore): Promise<AccessFixture> {
  const access = new AccessService(store);
  const meta: EventMetadata = { actor: 'system', now: FIXTURE_NOW };
  const outlet = (rid: number, name: string, currency: string, countryCode: string, timezone: string) => ({
    rid,
    name,
    ruid: `ruid-${rid}`,
    currency,
    countryCode,
    timezone,
  });

  await access.createGroup('acme', 'Acme', meta);
  await access.addOutlet('acme', outlet(11, 'Acme Orchard', 'SGD', 'SG', 'Asia/Singapore'), meta);
  await access.addOutlet('acme', outlet(12, 'Acme Sukhumvit', 'THB', 'TH', 'Asia/Bangkok'), meta);
  await access.createGroup('other', 'Other', meta);
  await access.addOutlet('other', outlet(21, 'Other Place', 'IDR', 'ID', 'Asia/Jakarta'), meta);

  const ids = Object.fromEntries((await groupAccessTypes(store.dataSource.manager, 'acme')).map((a) => [a.name, a.accessTypeId]));
  const otherIds = Object.fromEntries((await groupAccessTypes(store.dataSource.manager, 'other')).map((a) => [a.name, a.accessTypeId]));
  const user = async (groupUid: string, username: string, outlets: { rid: number; accessTypeId: string | null }[]) => ({
    userId: await access.saveUser(groupUid, { profile: fixtureProfile(username), password: FIXTURE_PASSWORD, outlets }, meta),
    username,
    companyId: groupUid,
  });

  const users: AccessFixture['users'] = {
    admin: await user('acme', 'admin', [
      { rid: 11, accessTypeId: ids.Admin },
      { rid: 12, accessTypeId: ids.Admin },
    ]),
    manager: await user('acme', 'manager', [{ rid: 11, accessTypeId: ids.Manager }]),
    frontOfHouse: await user('acme', 'host', [{ rid: 11, accessTypeId: ids['Front of House'] }]),
    unassigned: await user('acme', 'floater', [
      { rid: 11, accessTypeId: null },
      { rid: 12, accessTypeId: ids['Front of House'] },
    ]),
    otherGroup: await user('other', 'admin', [{ rid: 21, accessTypeId: otherIds.Admin }]),
    superAdmin: { userId: await access.registerSuperAdmin(fixtureProfile('root'), FIXTURE_PASSWORD, meta), username: 'root' },
  };
  return { groupUid: 'acme', otherGroupUid: 'other', rid: 11, secondRid: 12, otherRid: 21, accessTypeIds: ids, users };
}
