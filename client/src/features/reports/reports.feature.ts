import type { Feature } from '../../app/feature';
import { reportsKey } from './api/reports.keys';

/** Reports (spec §2): the seven figure reports with chart, table, export and print; a booking made or seated anywhere at the outlet refreshes them. */
export const reportsFeature: Feature = {
  routes: [{ path: '/reports', title: 'reports', permission: 'reports', page: () => import('./views/ReportsPage') }],
  menu: [{ group: 'navInsights', path: '/reports', title: 'reports' }],
  liveKeys: { 'Reservation*': (event) => [reportsKey(event.rid ?? undefined)] },
};
