import type { VoucherEvent, VoucherKindTerms } from './vouchers.events';

/** A kind's stream folded: its terms (null before it is configured) and how many vouchers it has issued. */
export interface VoucherKindState {
  terms: VoucherKindTerms | null;
  issued: number;
}
export const initialVoucherKindState = (): VoucherKindState => ({ terms: null, issued: 0 });

export function evolveVoucherKind(state: VoucherKindState, event: VoucherEvent): VoucherKindState {
  switch (event.type) {
    case 'VoucherKindConfigured':
      return { ...state, terms: event.data };
    case 'VouchersIssued':
      return { ...state, issued: state.issued + event.data.vouchers.length };
    default:
      return state;
  }
}

/** A voucher's stream folded: how many of its uses are spent. */
export interface VoucherState {
  used: number;
}
export const initialVoucherState = (): VoucherState => ({ used: 0 });

export function evolveVoucher(state: VoucherState, event: VoucherEvent): VoucherState {
  return event.type === 'VoucherFulfilled' ? { used: state.used + 1 } : state;
}
