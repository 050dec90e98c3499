import type { SessionOutlet, SessionUser } from '@covers/shared';
import type { RouteTitle } from '../../app/route-title';
import { routePermission } from '../../app/routes';
import type { MessageName } from '../../i18n/message-key';
import { mayOpen } from '../../session/permissions';

export type SettingsIcon =
  'schedule' | 'tables' | 'online' | 'phone' | 'social' | 'seats' | 'tags' | 'sender' | 'templates' | 'queues' | 'users';

/** One card of the hub: the page it opens (its title is the route's) and what it is for. */
export interface SettingsCard {
  path: string;
  title: RouteTitle;
  body: MessageName<'settingsHub'>;
  icon: SettingsIcon;
}

export interface SettingsGroup {
  label: MessageName<'settingsHub'>;
  cards: SettingsCard[];
}

/** Spec §2's settings pages, grouped as the hub shows them. */
export const SETTINGS_GROUPS: SettingsGroup[] = [
  {
    label: 'groupRestaurantSetup',
    cards: [
      { path: '/settingsSchedule', title: 'settingsSchedule', body: 'scheduleBody', icon: 'schedule' },
      { path: '/sectionTable', title: 'sectionTable', body: 'sectionTableBody', icon: 'tables' },
      { path: '/setting_onlineBooking', title: 'settingOnlineBooking', body: 'onlineBookingBody', icon: 'online' },
      { path: '/setting_phoneBooks', title: 'settingPhoneBooks', body: 'phoneBookingBody', icon: 'phone' },
      { path: '/facebook', title: 'facebook', body: 'socialMediaBody', icon: 'social' },
      { path: '/offline_seats', title: 'offlineSeats', body: 'offlineSeatsBody', icon: 'seats' },
    ],
  },
  { label: 'groupDiners', cards: [{ path: '/setting_dinerTags', title: 'settingDinerTags', body: 'dinerTagsBody', icon: 'tags' }] },
  {
    label: 'groupMessaging',
    cards: [
      { path: '/setting_senderSettings', title: 'settingSenderSettings', body: 'senderBody', icon: 'sender' },
      { path: '/message', title: 'message', body: 'messageTemplatesBody', icon: 'templates' },
      { path: '/queuesSetup', title: 'queuesSetup', body: 'queuesBody', icon: 'queues' },
    ],
  },
  { label: 'groupTeam', cards: [{ path: '/usersandAccess', title: 'usersAndAccess', body: 'usersBody', icon: 'users' }] },
];

/** The groups a caller sees at an outlet: cards of pages their access type there leaves at No Access are left out. */
export function settingsGroupsFor(user: SessionUser | null, outlet: SessionOutlet | null): SettingsGroup[] {
  return SETTINGS_GROUPS.map((group) => ({
    ...group,
    cards: group.cards.filter((card) => mayOpen(user, outlet, routePermission(card.path))),
  })).filter((group) => group.cards.length > 0);
}
