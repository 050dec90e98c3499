import type { Feature } from '../../app/feature';
import { allDinersKey, dinersKey } from './api/diners.keys';

const rid = (event: { rid: number | null }) => event.rid ?? undefined;

/** The Diner Directory, a diner's profile, photo and history, and the group's diner tags (spec §2, §3, §9). */
export const dinersFeature: Feature = {
  routes: [
    {
      path: '/DinerDirectory',
      title: 'dinerDirectory',
      permission: 'dinerManagement',
      page: () => import('./views/directory/DinerDirectoryPage'),
    },
    {
      path: '/DinerDuplicates',
      title: 'dinerDuplicates',
      permission: 'dinerManagement',
      page: () => import('./views/duplicates/DinerDuplicatesPage'),
    },
    { path: '/dinerHistory', title: 'dinerHistory', permission: 'dinerManagement', page: () => import('./views/history/DinerHistoryPage') },
    { path: '/uploadDinerPic', title: 'uploadDinerPic', permission: 'dinerManagement', page: () => import('./views/photo/DinerPhotoPage') },
    { path: '/setting_dinerTags', title: 'settingDinerTags', permission: 'dinerManagement', page: () => import('./views/DinerTagsPage') },
  ],
  menu: [
    { group: 'navGuests', path: '/DinerDirectory', title: 'dinerDirectory' },
    { group: 'navSetup', path: '/setting_dinerTags', title: 'settingDinerTags' },
  ],
  // A diner or tag changed at any outlet of the group (Diner*, DinerTag*; merges and their undo too) refreshes the
  // directory, profiles, histories, possible duplicates and tags; a booking's status changes a diner's visits,
  // cancellations and no-shows.
  liveKeys: {
    'Diner*': () => [allDinersKey],
    'Reservation*': (event) => [dinersKey(rid(event))],
  },
};
