import type { Feature } from '../../app/feature';
import { messagingKey } from './api/messaging.keys';

/**
 * Guest messaging: each booking's messages in the reservation drawer, refreshed live as their states change; the
 * outlet's message templates and sender settings (Restaurant Setup); the diner's confirmation link page and a marketing
 * message's unsubscribe page (no session).
 */
export const messagingFeature: Feature = {
  routes: [
    { path: '/confirm/:token', title: 'confirmBooking', access: 'open', layout: 'bare', page: () => import('./views/ConfirmationPage') },
    { path: '/unsubscribe/:token', title: 'unsubscribe', access: 'open', layout: 'bare', page: () => import('./views/UnsubscribePage') },
    { path: '/message', title: 'message', permission: 'servicesAndSlots', page: () => import('./views/MessagesPage') },
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
    'Verification*': (event) => [messagingKey(event.rid ?? undefined)],
    'VoiceNumber*': (event) => [messagingKey(event.rid ?? undefined)],
  },
};
