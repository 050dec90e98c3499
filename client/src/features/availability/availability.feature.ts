import type { Feature } from '../../app/feature';
import { availabilityKey, servicesKey } from './api/availability.keys';

const rid = (event: { rid: number | null }) => event.rid ?? undefined;
const availability = (event: { rid: number | null }) => [availabilityKey(rid(event))];
const servicesAndAvailability = (event: { rid: number | null }) => [servicesKey(rid(event)), availabilityKey(rid(event))];

/** Availability and services: the calendar, day times, online slots, service settings and the capacity alert. */
export const availabilityFeature: Feature = {
  routes: [
    {
      path: '/CloudAvailability',
      title: 'cloudAvailability',
      permission: 'servicesAndSlots',
      page: () => import('./views/calendar/CalendarPage'),
    },
    { path: '/availability', title: 'availability', permission: 'servicesAndSlots', page: () => import('./views/DayTimesPage') },
    {
      path: '/scheduleAvailability',
      title: 'scheduleAvailability',
      permission: 'servicesAndSlots',
      page: () => import('./views/service-setting/OnlineSlotsPage'),
    },
    {
      path: '/settingsSchedule',
      title: 'settingsSchedule',
      permission: 'servicesAndSlots',
      page: () => import('./views/service-setting/SettingsSchedulePage'),
    },
    {
      path: '/serviceSetting',
      title: 'serviceSetting',
      permission: 'servicesAndSlots',
      page: () => import('./views/service-setting/ServiceSettingPage'),
    },
    { path: '/capacityAlert', title: 'capacityAlert', permission: 'servicesAndSlots', page: () => import('./views/CapacityAlertPage') },
  ],
  menu: [{ group: 'navSetup', path: '/CloudAvailability', title: 'cloudAvailability' }],
  liveKeys: {
    ServiceAdded: servicesAndAvailability,
    ServiceEdited: servicesAndAvailability,
    ServicesDeleted: servicesAndAvailability,
    SpecialDateSet: availability,
    SpecialDateCleared: availability,
    DayNoteWritten: availability,
    OnlineBookingSwitched: servicesAndAvailability,
    ServiceQuickEdited: availability,
    TablesForbidden: availability,
    SessionDefaultRestored: availability,
    CapacityAlertSet: availability,
    // Bookings change what the calendar and the time slots show as used.
    'Reservation*': availability,
  },
};
