import type { Feature } from '../../app/feature';
import { messagingKey } from './api/messaging.keys';

/** Guest messaging: each booking's messages in the reservation drawer, refreshed live as their states change. */
export const messagingFeature: Feature = {
  routes: [],
  menu: [],
  liveKeys: {
    'Message*': (event) => [messagingKey(event.rid ?? undefined)],
    'Call*': (event) => [messagingKey(event.rid ?? undefined)],
  },
};
