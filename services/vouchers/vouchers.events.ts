import type { DomainEvent } from '../eventstore';

/** A voucher kind's terms, fixed once configured: vouchers issued under it keep them. */
export interface VoucherKindTerms {
  kind_id: string;
  group_uid: string;
  name: string;
  /** In minor units (cents) of `currency`, the configuring outlet's. */
  value_minor: number;
  currency: string;
  vouchers_quota: number;
  uses_per_voucher: number;
  /** Outlet dates, both included. */
  valid_from: string;
  valid_to: string;
  rids: number[];
}

export interface IssuedVoucher {
  code: string;
  holder: string;
}

export interface FulfilledVoucher {
  group_uid: string;
  kind_id: string;
  code: string;
  /** 1 for the first use. */
  use: number;
  rid: number;
  reservation_id: string | null;
  /** The username of who fulfilled it, as it was then. */
  fulfilled_by: string;
}

export type VoucherEvent =
  | DomainEvent<'VoucherKindConfigured', VoucherKindTerms>
  | DomainEvent<'VouchersIssued', { kind_id: string; group_uid: string; source: 'issued' | 'imported'; vouchers: IssuedVoucher[] }>
  | DomainEvent<'VoucherFulfilled', FulfilledVoucher>;

export const VOUCHER_EVENT_TYPES = [
  'VoucherKindConfigured',
  'VouchersIssued',
  'VoucherFulfilled',
] as const satisfies readonly VoucherEvent['type'][];
