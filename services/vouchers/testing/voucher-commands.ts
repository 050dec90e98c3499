import type { VoucherCommand, VoucherKindCommand, VoucherTerms } from '../vouchers.commands';
import type { VoucherEvent, VoucherKindTerms } from '../vouchers.events';

export const KIND_ID = '00000000-0000-4000-8000-0000000000a1';

/** A kind of outlet 11 of group acme: S$50.00, 3 vouchers of 2 uses each, valid through March 2034 at outlets 11 and 12. */
export const lunchKind: VoucherKindTerms = {
  kind_id: KIND_ID,
  group_uid: 'acme',
  name: 'Lunch for two',
  value_minor: 5000,
  currency: 'SGD',
  vouchers_quota: 3,
  uses_per_voucher: 2,
  valid_from: '2034-03-01',
  valid_to: '2034-03-31',
  rids: [11, 12],
};

export const configured: VoucherEvent = { type: 'VoucherKindConfigured', data: lunchKind };
export const configure = (terms: VoucherKindTerms = lunchKind): VoucherKindCommand => ({ type: 'ConfigureVoucherKind', data: terms });
export const issue = (...codes: string[]): VoucherKindCommand => ({
  type: 'IssueVouchers',
  data: { source: 'issued', vouchers: codes.map((code) => ({ code, holder: 'Mei Tan' })) },
});
export const issued = (...codes: string[]): VoucherEvent => ({
  type: 'VouchersIssued',
  data: { kind_id: KIND_ID, group_uid: 'acme', source: 'issued', vouchers: codes.map((code) => ({ code, holder: 'Mei Tan' })) },
});

export const voucherTerms: VoucherTerms = {
  group_uid: 'acme',
  kind_id: KIND_ID,
  code: 'ABCD2345WXYZ',
  uses_total: 2,
  valid_from: lunchKind.valid_from,
  valid_to: lunchKind.valid_to,
  rids: lunchKind.rids,
};

/** Staff at outlet `rid` fulfil the voucher on the outlet date `today`. */
export const fulfilVoucher = (today = '2034-03-14', rid = 11, reservationId: string | null = null): VoucherCommand => ({
  type: 'FulfilVoucher',
  data: { terms: voucherTerms, rid, today, reservation_id: reservationId, fulfilled_by: 'host' },
});
export const fulfilled = (use: number, rid = 11, reservationId: string | null = null): VoucherEvent => ({
  type: 'VoucherFulfilled',
  data: { group_uid: 'acme', kind_id: KIND_ID, code: voucherTerms.code, use, rid, reservation_id: reservationId, fulfilled_by: 'host' },
});
