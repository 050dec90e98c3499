import type { Feature } from '../../app/feature';
import { messagingKey } from './api/messaging.keys';

/**
 * Guest messaging: each booking's messages in the reservation drawer, refreshed live as their states change; the
 * outlet's message templates and sender settings (Restaurant Setup).
 */
export const messagingFeature: Feature = {
  routes: [
    { path: '/message', title: 'message', permission: 'servicesAndSlots', page: () => import('./views/MessageTemplatesPage') },
    {
      path: '/setting_senderSettings',
      title: 'settingSenderSettings',
      permission: 'servicesAndSlots',
      page: () => import('./views/SenderSettingsPage'),
    },
  ],
  menu: [{ group: 'navMarketing', path: '/message', title: 'message' }],
  liveKeys: {
    'Message*': (event) => [messagingKey(event.rid ?? undefined)],
    'Call*': (event) => [messagingKey(event.rid ?? undefined)],
  },
};
