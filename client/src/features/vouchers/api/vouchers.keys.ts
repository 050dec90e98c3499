/** Every cached voucher query starts with this key: a voucher event at any outlet of the group refreshes them all. */
export const vouchersKey = ['vouchers'] as const;
export const voucherListKey = (rid: number | undefined, tab: string, search: string, page: number, pageSize: number) =>
  [...vouchersKey, rid, 'list', tab, search, page, pageSize] as const;
export const voucherCountsKey = (rid: number | undefined, search: string) => [...vouchersKey, rid, 'counts', search] as const;
export const voucherKindsKey = (rid: number | undefined) => [...vouchersKey, rid, 'kinds'] as const;
export const voucherReceiptKey = (rid: number | undefined, code: string, use: number) =>
  [...vouchersKey, rid, 'receipt', code, use] as const;
export const bookingVouchersKey = (rid: number | undefined, reservationId: string) =>
  [...vouchersKey, rid, 'booking', reservationId] as const;
