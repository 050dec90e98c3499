import type { Feature } from '../../app/feature';
import { telephonyKey } from './api/telephony.keys';
import { IncomingCallNotice } from './components/IncomingCallNotice';

const setup = (event: { rid: number | null }) => [telephonyKey(event.rid ?? undefined)];

/** Phone bookings: the settings and API keys of telephony systems, and the incoming call notice on every screen. */
export const telephonyFeature: Feature = {
  routes: [
    {
      path: '/setting_phoneBooks',
      title: 'settingPhoneBooks',
      permission: 'servicesAndSlots',
      page: () => import('./views/PhoneBookingsPage'),
    },
  ],
  menu: [],
  liveKeys: { TelephonySettingsSaved: setup, ApiKeyCreated: setup, ApiKeyRevoked: setup },
  listeners: [IncomingCallNotice],
};
