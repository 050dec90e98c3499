import type { Command } from '../eventstore';
import type { IssuedVoucher, VoucherKindTerms } from './vouchers.events';

/** What staff do to a voucher kind; codes are drawn by the service, so the decision stays pure. */
export interface VoucherKindCommands {
  ConfigureVoucherKind: VoucherKindTerms;
  IssueVouchers: { source: 'issued' | 'imported'; vouchers: IssuedVoucher[] };
}
export type VoucherKindCommand = Command<VoucherKindCommands>;

/** The terms of a voucher as issued (read from its kind). */
export interface VoucherTerms {
  group_uid: string;
  kind_id: string;
  code: string;
  uses_total: number;
  valid_from: string;
  valid_to: string;
  rids: number[];
}

/** What staff do to one voucher: spend a use at their outlet today (the outlet's date). */
export interface VoucherCommands {
  FulfilVoucher: { terms: VoucherTerms; rid: number; today: string; reservation_id: string | null; fulfilled_by: string };
}
export type VoucherCommand = Command<VoucherCommands>;
