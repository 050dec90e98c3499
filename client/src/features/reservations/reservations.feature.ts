import type { Feature } from '../../app/feature';
import { servicesKey } from '../availability/api/availability.keys';
import { reservationKey, tableLayoutKey } from './api/reservations.keys';

const rid = (event: { rid: number | null }) => event.rid ?? undefined;

/** Reservations: the main page's list, Gantt and live floor plan views, and the print preview. */
export const reservationsFeature: Feature = {
  routes: [
    {
      path: '/',
      title: 'main',
      page: () => import('./views/MainViewsPage'),
      children: [
        { path: '', title: 'main', page: () => import('./views/list/ReservationListPage') },
        { path: 'gantt', title: 'gantt', page: () => import('./views/gantt/GanttPage') },
        { path: 'floorplan', title: 'floorplan', page: () => import('./views/floor/FloorPlanPage') },
      ],
    },
    { path: '/printRez', title: 'printRez', page: () => import('./print/PrintPreviewPage'), layout: 'bare' },
  ],
  menu: [
    { group: 'navService', path: '/', title: 'main' },
    { group: 'navService', path: '/gantt', title: 'gantt' },
    { group: 'navService', path: '/floorplan', title: 'floorplan' },
  ],
  // Any reservation event (bookings, statuses, tables, drafts, imports) or table state change on another host
  // makes this outlet's lists, counts, drafts and audit trails stale; a published table plan changes the Gantt rows;
  // the service filter follows services added, edited or deleted anywhere, and special dates (the services a day runs).
  liveKeys: {
    'Reservation*': (event) => [reservationKey(rid(event))],
    TableStateChanged: (event) => [reservationKey(rid(event))],
    TablePlanPublished: (event) => [tableLayoutKey(rid(event))],
    'Service*': (event) => [servicesKey(rid(event))],
    'SpecialDate*': (event) => [servicesKey(rid(event))],
  },
};
