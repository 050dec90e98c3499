import type { Feature } from '../../app/feature';
import { availabilityKey, servicesKey } from './api/availability.keys';

const rid = (event: { rid: number | null }) => event.rid ?? undefined;
const availability = (event: { rid: number | null }) => [availabilityKey(rid(event))];
const servicesAndAvailability = (event: { rid: number | null }) => [servicesKey(rid(event)), availabilityKey(rid(event))];

/** Availability and services: the calendar, day times, online slots, service settings and the capacity alert. */
export const availabilityFeature: Feature = {
  routes: [
    { path: '/CloudAvailability', title: 'cloudAvailability', page: () => import('./calendar/CalendarPage') },
    { path: '/availability', title: 'availability', page: () => import('./DayTimesPage') },
    { path: '/scheduleAvailability', title: 'scheduleAvailability', page: () => import('./OnlineSlotsPage') },
    { path: '/settingsSchedule', title: 'settingsSchedule', page: () => import('./SettingsSchedulePage') },
    { path: '/serviceSetting', title: 'serviceSetting', page: () => import('./ServiceSettingPage') },
    { path: '/capacityAlert', title: 'capacityAlert', page: () => import('./CapacityAlertPage') },
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
