import type { Feature } from '../../app/feature';
import { vouchersKey } from './api/vouchers.keys';

/**
 * Vouchers (spec §2): the incoming, fulfilled and expired lists, fulfilling by typed code or webcam QR, the voucher
 * kinds, and the printable receipt of a use. Locked by the outlet's voucher_switch. Voucher events reach every outlet
 * of the group (a voucher may be valid at several), and refresh every voucher query.
 */
export const vouchersFeature: Feature = {
  routes: [
    { path: '/voucher', title: 'voucher', flag: 'voucher_switch', page: () => import('./views/VoucherPage') },
    {
      path: '/voucherReceiptNoAction',
      title: 'voucherReceiptNoAction',
      flag: 'voucher_switch',
      layout: 'bare',
      page: () => import('./views/VoucherReceiptPage'),
    },
  ],
  menu: [{ group: 'navGuests', path: '/voucher', title: 'voucher' }],
  liveKeys: { 'Voucher*': () => [vouchersKey] },
};
