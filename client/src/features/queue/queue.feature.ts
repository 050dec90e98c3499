import type { Feature } from '../../app/feature';
import type { DomainEvent } from '../../live/domain-event';
import { queueKey } from './api/queue.keys';

const outletQueue = (event: DomainEvent) => [queueKey(event.rid ?? undefined)];

/**
 * The queue: on the host screen beside the reservation list (its panel), and the public check-in page a party
 * opens through the outlet's link. A queued party is a walk-in booking, so booking events refresh the queue too.
 */
export const queueFeature: Feature = {
  routes: [
    { path: '/queueCheckIn', title: 'queueCheckIn', access: 'open', layout: 'bare', page: () => import('./views/QueueCheckInPage') },
    { path: '/queueStatus', title: 'queueStatus', access: 'open', layout: 'bare', page: () => import('./views/QueueStatusPage') },
    { path: '/queueParty', title: 'queueParty', access: 'open', layout: 'bare', page: () => import('./views/QueuePartyPage') },
    { path: '/queuesSetup', title: 'queuesSetup', permission: 'servicesAndSlots', page: () => import('./views/QueuesSetupPage') },
  ],
  menu: [
    { group: 'navService', path: '/queueStatus', title: 'queueStatus' },
    { group: 'navSetup', path: '/queuesSetup', title: 'queuesSetup' },
  ],
  liveKeys: { 'Queue*': outletQueue, 'Reservation*': outletQueue },
};
