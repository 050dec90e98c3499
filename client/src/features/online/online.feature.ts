import type { Feature } from '../../app/feature';
import { onlineKey } from './api/online.keys';

const online = (event: { rid: number | null }) => [onlineKey(event.rid ?? undefined)];

/** Online bookings: their settings, the seats held back from them, social media buttons, and the diner-facing booking page. */
export const onlineFeature: Feature = {
  routes: [
    {
      path: '/setting_onlineBooking',
      title: 'settingOnlineBooking',
      permission: 'servicesAndSlots',
      page: () => import('./views/OnlineBookingSettingsPage'),
    },
    { path: '/offline_seats', title: 'offlineSeats', permission: 'servicesAndSlots', page: () => import('./views/OfflineSeatsPage') },
    { path: '/facebook', title: 'facebook', permission: 'servicesAndSlots', page: () => import('./views/SocialMediaPage') },
    { path: '/book/:outlet', title: 'bookOnline', access: 'open', layout: 'bare', page: () => import('./views/booking-page/BookingPage') },
  ],
  menu: [],
  liveKeys: { OnlineSettingsSaved: online, OfflineSeatsSaved: online },
};
