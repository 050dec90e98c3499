import {
  DEFAULT_ACCESS_TYPES,
  defaultFeatureFlags,
  NO_PERMISSIONS,
  type PermissionSet,
  type SessionOutlet,
  type SessionUser,
} from '@covers/shared';
import { navGroupsFor } from './nav-items';

const user: SessionUser = { user_uid: 'u', username: 'u', staff_name: 'U', group_uid: 'g', language: 'en_US', super_admin: false };
const outlet = (permissions: PermissionSet, access_type: string | null): SessionOutlet => ({
  rid: 1,
  name: 'Outlet',
  Ruid: 'r',
  country_code: 'SG',
  currency: 'SGD',
  timezone: 'Asia/Singapore',
  access_type,
  permissions,
  feature_flags: defaultFeatureFlags(false),
});
const paths = (groups: ReturnType<typeof navGroupsFor>) => groups.flatMap((group) => group.items.map((item) => item.path));

describe('the menu follows the caller’s permissions at the current outlet', () => {
  it('shows an Admin every entry', () => {
    const shown = paths(navGroupsFor(user, outlet(DEFAULT_ACCESS_TYPES.Admin, 'Admin')));
    expect(shown).toEqual(
      expect.arrayContaining(['/usersandAccess', '/reports', '/CloudAvailability', '/sectionTable', '/DinerDirectory']),
    );
  });

  it('hides Users and Access and Reports from Front of House, and keeps its View Only screens', () => {
    const shown = paths(navGroupsFor(user, outlet(DEFAULT_ACCESS_TYPES['Front of House'], 'Front of House')));
    expect(shown).not.toContain('/usersandAccess');
    expect(shown).not.toContain('/reports');
    expect(shown).toEqual(expect.arrayContaining(['/CloudAvailability', '/sectionTable', '/DinerDirectory']));
  });

  it('shows a Manager Users and Access (View Only) and Reports', () => {
    const shown = paths(navGroupsFor(user, outlet(DEFAULT_ACCESS_TYPES.Manager, 'Manager')));
    expect(shown).toEqual(expect.arrayContaining(['/usersandAccess', '/reports']));
  });

  it('gives an Unassigned user only the basic screens', () => {
    const shown = paths(navGroupsFor(user, outlet(NO_PERMISSIONS, null)));
    for (const gated of ['/usersandAccess', '/reports', '/CloudAvailability', '/sectionTable', '/DinerDirectory'])
      expect(shown).not.toContain(gated);
    expect(shown).toContain('/queueStatus');
  });

  it('shows a super-admin everything wherever they are', () => {
    const shown = paths(navGroupsFor({ ...user, super_admin: true }, outlet(NO_PERMISSIONS, null)));
    expect(shown).toEqual(expect.arrayContaining(['/usersandAccess', '/reports']));
  });
});
