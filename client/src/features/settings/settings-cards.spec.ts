import {
  DEFAULT_ACCESS_TYPES,
  defaultFeatureFlags,
  NO_PERMISSIONS,
  type PermissionSet,
  type SessionOutlet,
  type SessionUser,
} from '@covers/shared';
import { ROUTES } from '../../app/routes';
import { SETTINGS_GROUPS, settingsGroupsFor } from './settings-cards';

const user: SessionUser = { user_uid: 'u', username: 'u', staff_name: 'U', group_uid: 'g', language: 'en_US', super_admin: false };
const outlet = (permissions: PermissionSet): SessionOutlet => ({
  rid: 1,
  name: 'Outlet',
  Ruid: 'r',
  country_code: 'SG',
  currency: 'SGD',
  timezone: 'Asia/Singapore',
  access_type: null,
  permissions,
  feature_flags: defaultFeatureFlags(false),
});
const paths = (groups: ReturnType<typeof settingsGroupsFor>) => groups.flatMap((group) => group.cards.map((card) => card.path));

describe('the settings hub', () => {
  it('links only to routes the console serves', () => {
    const served = new Set(ROUTES.map((route) => route.path));
    for (const path of paths(SETTINGS_GROUPS)) expect(served.has(path)).toBe(true);
  });

  it('shows an Admin every card, by group', () => {
    const groups = settingsGroupsFor(user, outlet(DEFAULT_ACCESS_TYPES.Admin));
    expect(groups.map((group) => group.label)).toEqual(['groupRestaurantSetup', 'groupDiners', 'groupMessaging', 'groupTeam']);
    expect(paths(groups)).toHaveLength(11);
  });

  it('leaves out the pages an access type has at No Access', () => {
    const shown = paths(settingsGroupsFor(user, outlet(DEFAULT_ACCESS_TYPES['Front of House'])));
    expect(shown).not.toContain('/usersandAccess');
    expect(shown).toContain('/message');
  });

  it('shows an Unassigned user only the basic pages', () => {
    const shown = paths(settingsGroupsFor(user, outlet(NO_PERMISSIONS)));
    expect(shown).not.toEqual(expect.arrayContaining(['/settingsSchedule']));
    expect(shown).not.toContain('/sectionTable');
    expect(shown).not.toContain('/setting_dinerTags');
    expect(shown).not.toContain('/usersandAccess');
    expect(shown).not.toContain('/setting_phoneBooks');
  });
});
