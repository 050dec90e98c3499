/** The lists of the Vouchers screen (spec §4): incoming (still usable), fulfilled (every use spent) and expired (validity over, uses left). */
export const VOUCHER_TABS = ['incoming', 'fulfilled', 'expired'] as const;
export type VoucherTab = (typeof VOUCHER_TABS)[number];

export const VOUCHER_PAGE_SIZES = [10, 20, 50, 100] as const;
/** The most vouchers one issue makes, and the most codes one import brings. */
export const MAX_VOUCHER_BATCH = 500;
export const MAX_VOUCHER_IMPORT = 1000;
/** The most vouchers a kind may issue, and the most uses one voucher may have. */
export const MAX_VOUCHER_QUOTA = 100_000;
export const MAX_VOUCHER_USES = 1000;
/** A value's ceiling in minor units (cents): 100 million in any currency. */
export const MAX_VOUCHER_VALUE_MINOR = 10_000_000_000;
/** The most outlets one kind names. */
export const MAX_VOUCHER_OUTLETS = 100;
/** A code as stored: letters and digits (generated codes have 12, of Crockford's base 32: 60 random bits). */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9]{4,40}$/;
/** A QR code's text: the code and its signature, `cv1:<code>:<signature>`. */
export const VOUCHER_QR_PREFIX = 'cv1:';

/** Typed codes are matched regardless of case, spaces and dashes (a person may type them or leave them out). */
export function normaliseVoucherCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '');
}

/** The export's columns, English as the reservation export's. */
export const VOUCHER_CSV_HEADER = [
  'Code',
  'Voucher',
  'Value',
  'Currency',
  'Holder',
  'Status',
  'Uses',
  'Uses Left',
  'Valid From',
  'Valid To',
  'Issued At',
  'Last Fulfilled At',
  'Fulfilled By',
  'Outlet',
  'Booking ID',
] as const;
