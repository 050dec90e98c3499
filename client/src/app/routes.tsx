import type { ComponentType } from 'react';
import type { FeatureFlag } from '@covers/shared';
import type { RouteTitle } from './route-title';

type PageModule = Promise<{ default: ComponentType }>;

export interface RouteDef {
  path: string;
  /** Key in shared/src/i18n/routes.messages.ts: the screen's title. */
  title: RouteTitle;
  /** The screen, loaded on demand (one chunk per route). Absent: the screen's frame and title. */
  page?: () => PageModule;
  /** 'open': no session needed (spec §2). Default: signed in. */
  access?: 'open';
  /** 'bare': no navigation frame (sign-in, error, print and public pages). Default: the main layout. */
  layout?: 'bare';
  /** A locked feature shows the unlock prompt instead of the screen. */
  flag?: FeatureFlag;
  children?: RouteDef[];
}

const signIn = (path: string, title: RouteTitle, page: () => PageModule): RouteDef => ({ path, title, page, access: 'open', layout: 'bare' });

/**
 * Every route of spec §2, in one place. A feature replaces its `page` loader with its screen under
 * client/src/features/<area>/ (e.g. `page: () => import('../features/reservations/views/list/ReservationListPage')`).
 */
export const ROUTES: RouteDef[] = [
  {
    path: '/',
    title: 'main',
    page: () => import('../features/reservations/views/MainViewsPage'),
    children: [
      { path: '', title: 'main', page: () => import('../features/reservations/views/list/ReservationListPage') },
      { path: 'gantt', title: 'gantt', page: () => import('../features/reservations/views/gantt/GanttPage') },
      { path: 'floorplan', title: 'floorplan', page: () => import('../features/reservations/views/floor/FloorPlanPage') },
    ],
  },
  // Delivery
  { path: '/delivery', title: 'delivery' },
  { path: '/deliverytest', title: 'deliveryTest' },
  { path: '/delivery/editOrder', title: 'deliveryEditOrder' },
  { path: '/deliveryDinerHistory', title: 'deliveryDinerHistory' },
  // Sign-in and password reset
  signIn('/signIn', 'signIn', () => import('../features/signin/SignInPage')),
  signIn('/signInSuper', 'signInSuper', () => import('../features/signin/SignInSuperPage')),
  signIn('/signInSuperVerify', 'signInSuperVerify', () => import('../features/signin/SignInSuperVerifyPage')),
  signIn('/signIn_password', 'signInPassword', () => import('../features/signin/ForgotPasswordPage')),
  signIn('/signIn_sent', 'signInSent', () => import('../features/signin/ResetLinkSentPage')),
  signIn('/signIn_reset', 'signInReset', () => import('../features/signin/ResetPasswordPage')),
  signIn('/signIn_change', 'signInChange', () => import('../features/signin/PasswordChangedPage')),
  signIn('/signIn_invalid', 'signInInvalid', () => import('../features/signin/ResetLinkInvalidPage')),
  signIn('/common_invalid', 'commonInvalid', () => import('../features/signin/CommonInvalidPage')),
  // Orders
  { path: '/editOrder', title: 'editOrder' },
  { path: '/editOrder_queue', title: 'editOrderQueue' },
  // Availability and services
  { path: '/CloudAvailability', title: 'cloudAvailability', page: () => import('../features/availability/calendar/CalendarPage') },
  { path: '/availability', title: 'availability', page: () => import('../features/availability/DayTimesPage') },
  { path: '/scheduleAvailability', title: 'scheduleAvailability', page: () => import('../features/availability/OnlineSlotsPage') },
  { path: '/settingsSchedule', title: 'settingsSchedule', page: () => import('../features/availability/SettingsSchedulePage') },
  { path: '/serviceSetting', title: 'serviceSetting', page: () => import('../features/availability/ServiceSettingPage') },
  // Tables
  { path: '/tableEditor', title: 'tableEditor', flag: 'custom_table_plan_switch', page: () => import('../features/floor/TableEditorPage') },
  { path: '/sectionTable', title: 'sectionTable', page: () => import('../features/floor/SectionTablePage') },
  // Deposits
  { path: '/Deposit', title: 'deposit', access: 'open', layout: 'bare' },
  { path: '/setting_deposit', title: 'settingDeposit' },
  { path: '/pagedepositSetting', title: 'pageDepositSetting' },
  { path: '/editdepositSetting/', title: 'editDepositSetting' },
  { path: '/giroconfirmation', title: 'giroConfirmation' },
  // Diners
  { path: '/DinerDirectory', title: 'dinerDirectory' },
  { path: '/dinerHistory', title: 'dinerHistory' },
  { path: '/uploadDinerPic', title: 'uploadDinerPic' },
  // Vouchers
  { path: '/voucher', title: 'voucher', flag: 'voucher_switch' },
  { path: '/voucherReceiptNoAction', title: 'voucherReceiptNoAction', flag: 'voucher_switch' },
  // Settings
  { path: '/setting', title: 'setting' },
  { path: '/settings', title: 'settings' },
  { path: '/facebook', title: 'facebook' },
  { path: '/setting_onlineBooking', title: 'settingOnlineBooking' },
  { path: '/setting_phoneBooks', title: 'settingPhoneBooks' },
  { path: '/setting_dinerTags', title: 'settingDinerTags' },
  { path: '/setting_senderSettings', title: 'settingSenderSettings' },
  { path: '/queuesSetup', title: 'queuesSetup' },
  { path: '/message', title: 'message' },
  { path: '/usersandAccess', title: 'usersAndAccess' },
  { path: '/capacityAlert', title: 'capacityAlert', page: () => import('../features/availability/CapacityAlertPage') },
  // Campaigns
  { path: '/preorder', title: 'preorder' },
  { path: '/depreorder', title: 'depreorder' },
  { path: '/menusl', title: 'menusl' },
  { path: '/campaigns', title: 'campaigns' },
  // Other
  { path: '/printRez', title: 'printRez', page: () => import('../features/reservations/print/PrintPreviewPage'), layout: 'bare' },
  { path: '/reports', title: 'reports' },
  { path: '/notifications', title: 'notifications' },
  { path: '/offline_seats', title: 'offlineSeats' },
  { path: '/queueStatus', title: 'queueStatus', layout: 'bare' },
  { path: '/404', title: 'notFound', page: () => import('../features/errors/NotFoundPage'), access: 'open', layout: 'bare' },
  { path: '/500', title: 'serverError', page: () => import('../features/errors/ServerErrorPage'), access: 'open', layout: 'bare' },
];
