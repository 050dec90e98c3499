import type { Feature } from '../../app/feature';

/** Users and Access: the group's users, their access type per outlet, and the access types (spec §5, §6). */
export const accessFeature: Feature = {
  routes: [
    { path: '/usersandAccess', title: 'usersAndAccess', permission: 'userAccessControl', page: () => import('./views/UsersAndAccessPage') },
  ],
  menu: [{ group: 'navSetup', path: '/usersandAccess', title: 'usersAndAccess' }],
  // Access events belong to the group, not an outlet, so the live stream does not carry them.
  liveKeys: {},
};
