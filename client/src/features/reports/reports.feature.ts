import type { DomainEvent } from '../../live/domain-event';
import type { Feature } from '../../app/feature';
import { permissionLevel } from '../../session/permissions';
import { sessionStore } from '../../session/session-store';
import { groupReportsKey, reportsKey } from './api/reports.keys';

/**
 * The reports an event at an outlet moves: that outlet's, and the group's when the user has Reports there (a group
 * report counts only those outlets, so an event anywhere else leaves it as it is).
 */
function reportsMovedBy(event: DomainEvent) {
  const outlet = sessionStore.outlets().find((o) => o.rid === event.rid) ?? null;
  const counted = outlet !== null && permissionLevel(sessionStore.user(), outlet, 'reports') !== 'none';
  return [reportsKey(event.rid ?? undefined), ...(counted ? [groupReportsKey] : [])];
}

/** Reports (spec §2): the seven figure reports with chart, table, export and print; a booking made or seated at an outlet they count refreshes them. */
export const reportsFeature: Feature = {
  routes: [{ path: '/reports', title: 'reports', permission: 'reports', page: () => import('./views/ReportsPage') }],
  menu: [{ group: 'navInsights', path: '/reports', title: 'reports' }],
  liveKeys: { 'Reservation*': reportsMovedBy, DataExported: reportsMovedBy },
};
