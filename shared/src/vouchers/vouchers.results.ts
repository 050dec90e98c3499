import type { VoucherTab } from './vouchers.types';

/** A voucher kind as configured, with how many of its quota are issued. */
export interface VoucherKind {
  kind_id: string;
  name: string;
  value_minor: number;
  currency: string;
  vouchers_quota: number;
  uses_per_voucher: number;
  valid_from: string;
  valid_to: string;
  rids: number[];
  issued: number;
}

/** One use of a voucher: who, when, at which outlet, on which booking. */
export interface VoucherUse {
  use: number;
  rid: number;
  outlet_name: string;
  reservation_id: string | null;
  fulfilled_by: string;
  fulfilled_at: string;
}

export interface VoucherRow {
  code: string;
  /** The QR code's text: the code, signed. */
  qr: string;
  kind_id: string;
  kind_name: string;
  holder: string;
  value_minor: number;
  currency: string;
  uses_total: number;
  uses_left: number;
  valid_from: string;
  valid_to: string;
  issued_at: string;
  status: VoucherTab;
  /** The latest use, if any. */
  last_use: VoucherUse | null;
}

/** The validate step: the voucher, its uses, and whether it can be fulfilled here now. */
export interface VoucherGetResult {
  voucher: VoucherRow;
  uses: VoucherUse[];
  valid_here: boolean;
}

export interface VoucherFulfillResult {
  voucher: VoucherRow;
  use: VoucherUse;
}

export interface VoucherConfigResult {
  kinds: VoucherKind[];
}

export interface VoucherAddConfigResult {
  kind: VoucherKind;
}

export interface VoucherIssueResult {
  vouchers: VoucherRow[];
}

export interface VoucherListResult {
  vouchers: VoucherRow[];
  total: number;
  page: number;
  page_size: number;
}

/** Every tab's count; issued = incoming + fulfilled + expired. */
export interface VoucherCountsResult {
  issued: number;
  incoming: number;
  fulfilled: number;
  expired: number;
}

export interface VoucherReceiptResult {
  voucher: VoucherRow;
  use: VoucherUse;
}

export interface VoucherBookingResult {
  vouchers: (VoucherUse & { code: string; kind_name: string; value_minor: number; currency: string })[];
}
