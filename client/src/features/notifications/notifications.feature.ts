import type { Feature } from '../../app/feature';
import { notificationsKey } from './api/notifications.keys';

/** The events a notification may come from, and the reading of them (another tab of the same user). */
const NOTIFYING_EVENTS = [
  'ReservationBooked',
  'ReservationStatusChanged',
  'MessageFailed',
  'CapacityAlertReached',
  'NotificationsRead',
  'AllNotificationsRead',
];

/** Staff notifications (spec §2): what staff must know of, live, with the unread count in the shell's header. */
export const notificationsFeature: Feature = {
  routes: [{ path: '/notifications', title: 'notifications', page: () => import('./views/NotificationsPage') }],
  menu: [{ group: 'navService', path: '/notifications', title: 'notifications' }],
  liveKeys: Object.fromEntries(NOTIFYING_EVENTS.map((type) => [type, (event) => [notificationsKey(event.rid ?? undefined)]])),
};
