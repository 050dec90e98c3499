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
    // Campaigns
    { path: '/preorder', title: 'preorder' },
    { path: '/depreorder', title: 'depreorder' },
    { path: '/menusl', title: 'menusl' },
    { path: '/campaigns', title: 'campaigns' },
  ],
  menu: [
    { group: 'navService', path: '/delivery', title: 'delivery' },
    { group: 'navSetup', path: '/setting_deposit', title: 'settingDeposit' },
    { group: 'navMarketing', path: '/campaigns', title: 'campaigns' },
  ],
  liveKeys: {},
};
