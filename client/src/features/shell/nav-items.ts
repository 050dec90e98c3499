import type { RouteTitle } from '../../app/route-title';

export interface NavGroup {
  label: 'navService' | 'navGuests' | 'navSetup' | 'navMarketing' | 'navInsights';
  items: { path: string; title: RouteTitle }[];
}

/** The main navigation: one entry per area of spec §1. */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'navService',
    items: [
      { path: '/', title: 'main' },
      { path: '/gantt', title: 'gantt' },
      { path: '/floorplan', title: 'floorplan' },
      { path: '/queueStatus', title: 'queueStatus' },
      { path: '/delivery', title: 'delivery' },
      { path: '/notifications', title: 'notifications' },
    ],
  },
  {
    label: 'navGuests',
    items: [
      { path: '/DinerDirectory', title: 'dinerDirectory' },
      { path: '/voucher', title: 'voucher' },
    ],
  },
  {
    label: 'navSetup',
    items: [
      { path: '/CloudAvailability', title: 'cloudAvailability' },
      { path: '/sectionTable', title: 'sectionTable' },
      { path: '/setting_deposit', title: 'settingDeposit' },
      { path: '/settings', title: 'settings' },
      { path: '/usersandAccess', title: 'usersAndAccess' },
    ],
  },
  {
    label: 'navMarketing',
    items: [
      { path: '/campaigns', title: 'campaigns' },
      { path: '/message', title: 'message' },
    ],
  },
  { label: 'navInsights', items: [{ path: '/reports', title: 'reports' }] },
];
