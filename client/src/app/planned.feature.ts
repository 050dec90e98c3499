import type { Feature } from './feature';

/** Screens of spec §2 not built yet: their frame and title, until their own feature replaces them. */
export const plannedFeature: Feature = {
  routes: [
    // Delivery
    { path: '/delivery', title: 'delivery' },
    { path: '/deliverytest', title: 'deliveryTest' },
    { path: '/delivery/editOrder', title: 'deliveryEditOrder' },
    { path: '/deliveryDinerHistory', title: 'deliveryDinerHistory' },
    // Orders
    { path: '/editOrder', title: 'editOrder' },
    { path: '/editOrder_queue', title: 'editOrderQueue' },
    // Deposits
    { path: '/Deposit', title: 'deposit', access: 'open', layout: 'bare' },
    { path: '/setting_deposit', title: 'settingDeposit' },
    { path: '/pagedepositSetting', title: 'pageDepositSetting' },
    { path: '/editdepositSetting/', title: 'editDepositSetting' },
    { path: '/giroconfirmation', title: 'giroConfirmation' },
    // Diners
    // Until the screen exists, a link with a phone opens the add-booking form with it.
    {
      path: '/DinerDirectory',
      title: 'dinerDirectory',
      permission: 'dinerManagement',
      page: () => import('../features/reservations/links/DinerDirectoryLink'),
    },
    { path: '/dinerHistory', title: 'dinerHistory', permission: 'dinerManagement' },
    { path: '/uploadDinerPic', title: 'uploadDinerPic', permission: 'dinerManagement' },
    // Vouchers
    { path: '/voucher', title: 'voucher', flag: 'voucher_switch' },
    { path: '/voucherReceiptNoAction', title: 'voucherReceiptNoAction', flag: 'voucher_switch' },
    // Settings
    { path: '/setting', title: 'setting' },
    { path: '/settings', title: 'settings' },
    { path: '/facebook', title: 'facebook' },
    { path: '/setting_onlineBooking', title: 'settingOnlineBooking', permission: 'servicesAndSlots' },
    { path: '/setting_phoneBooks', title: 'settingPhoneBooks' },
    { path: '/setting_dinerTags', title: 'settingDinerTags', permission: 'dinerManagement' },
    { path: '/setting_senderSettings', title: 'settingSenderSettings' },
    { path: '/queuesSetup', title: 'queuesSetup' },
    { path: '/message', title: 'message' },
    // Campaigns
    { path: '/preorder', title: 'preorder' },
    { path: '/depreorder', title: 'depreorder' },
    { path: '/menusl', title: 'menusl' },
    { path: '/campaigns', title: 'campaigns' },
    // Other
    { path: '/reports', title: 'reports', permission: 'reports' },
    { path: '/notifications', title: 'notifications' },
    { path: '/offline_seats', title: 'offlineSeats' },
    { path: '/queueStatus', title: 'queueStatus', layout: 'bare' },
  ],
  menu: [
    { group: 'navService', path: '/queueStatus', title: 'queueStatus' },
    { group: 'navService', path: '/delivery', title: 'delivery' },
    { group: 'navService', path: '/notifications', title: 'notifications' },
    { group: 'navGuests', path: '/DinerDirectory', title: 'dinerDirectory' },
    { group: 'navGuests', path: '/voucher', title: 'voucher' },
    { group: 'navSetup', path: '/setting_deposit', title: 'settingDeposit' },
    { group: 'navSetup', path: '/settings', title: 'settings' },
    { group: 'navMarketing', path: '/campaigns', title: 'campaigns' },
    { group: 'navMarketing', path: '/message', title: 'message' },
    { group: 'navInsights', path: '/reports', title: 'reports' },
  ],
  liveKeys: {},
};
