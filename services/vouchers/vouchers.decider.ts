import { DomainError } from '@covers/shared';
import { decideBy, type Decider, type Decisions } from '../eventstore';
import type { VoucherCommand, VoucherCommands, VoucherKindCommand, VoucherKindCommands } from './vouchers.commands';
import type { VoucherEvent } from './vouchers.events';
import {
  evolveVoucher,
  evolveVoucherKind,
  initialVoucherKindState,
  initialVoucherState,
  type VoucherKindState,
  type VoucherState,
} from './vouchers.state';

const configureVoucherKind: Decisions<VoucherKindCommands, VoucherKindState, VoucherEvent>['ConfigureVoucherKind'] = (terms, state) => {
  if (state.terms) return []; // the same kind sent twice: its terms are already fixed
  return [{ type: 'VoucherKindConfigured', data: terms }];
};

/** Never more vouchers than the kind's quota, however many issues and imports run at once. */
const issueVouchers: Decisions<VoucherKindCommands, VoucherKindState, VoucherEvent>['IssueVouchers'] = ({ source, vouchers }, state) => {
  if (!state.terms) throw new DomainError('VOUCHER_KIND_NOT_FOUND');
  if (state.issued + vouchers.length > state.terms.vouchers_quota)
    throw new DomainError('VOUCHER_QUOTA_REACHED', {}, { left: state.terms.vouchers_quota - state.issued });
  return [{ type: 'VouchersIssued', data: { kind_id: state.terms.kind_id, group_uid: state.terms.group_uid, source, vouchers } }];
};

export const voucherKindDecider: Decider<VoucherKindState, VoucherKindCommand, VoucherEvent> = {
  initialState: initialVoucherKindState,
  decide: decideBy<VoucherKindCommands, VoucherKindState, VoucherEvent>({
    ConfigureVoucherKind: configureVoucherKind,
    IssueVouchers: issueVouchers,
  }),
  evolve: evolveVoucherKind,
};

/** One use, at an outlet the voucher names, within its validity, while uses are left. */
const fulfilVoucher: Decisions<VoucherCommands, VoucherState, VoucherEvent>['FulfilVoucher'] = (
  { terms, rid, today, reservation_id, fulfilled_by },
  state,
) => {
  if (state.used >= terms.uses_total) throw new DomainError('VOUCHER_USED_UP');
  if (today > terms.valid_to) throw new DomainError('VOUCHER_EXPIRED');
  if (today < terms.valid_from) throw new DomainError('VOUCHER_NOT_YET_VALID');
  if (!terms.rids.includes(rid)) throw new DomainError('VOUCHER_NOT_VALID_HERE');
  return [
    {
      type: 'VoucherFulfilled',
      data: {
        group_uid: terms.group_uid,
        kind_id: terms.kind_id,
        code: terms.code,
        use: state.used + 1,
        rid,
        reservation_id,
        fulfilled_by,
      },
    },
  ];
};

export const voucherDecider: Decider<VoucherState, VoucherCommand, VoucherEvent> = {
  initialState: initialVoucherState,
  decide: decideBy<VoucherCommands, VoucherState, VoucherEvent>({ FulfilVoucher: fulfilVoucher }),
  evolve: evolveVoucher,
};
