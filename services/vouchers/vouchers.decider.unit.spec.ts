import { deciderSpec } from '../testing/decider-spec';
import { voucherDecider, voucherKindDecider } from './vouchers.decider';
import { configure, configured, fulfilled, fulfilVoucher, issue, issued, lunchKind } from './testing/voucher-commands';

const meta = { actor: 'user-1', now: '2034-03-14T04:00:00.000Z' };
const givenKind = deciderSpec(voucherKindDecider, meta);
const givenVoucher = deciderSpec(voucherDecider, meta);
const BOOKING = '00000000-0000-4000-8000-000000000001';

describe('voucher kind decider', () => {
  it('fixes a kind’s terms once; the same kind sent again changes nothing', () => {
    givenKind([]).when(configure()).then([configured]);
    givenKind([configured])
      .when(configure({ ...lunchKind, value_minor: 1 }))
      .then([]);
  });

  it('issues one voucher or a batch up to the quota', () => {
    givenKind([configured])
      .when(issue('AAAA1111BBBB'))
      .then([issued('AAAA1111BBBB')]);
    givenKind([configured, issued('A1')])
      .when(issue('B2', 'C3'))
      .then([issued('B2', 'C3')]);
  });

  it('never issues past the quota, whether one at a time or in a batch', () => {
    givenKind([configured, issued('A1', 'B2', 'C3')])
      .when(issue('D4'))
      .thenThrows('VOUCHER_QUOTA_REACHED', { details: { left: 0 } });
    givenKind([configured, issued('A1')])
      .when(issue('B2', 'C3', 'D4'))
      .thenThrows('VOUCHER_QUOTA_REACHED', { details: { left: 2 } });
  });

  it('issues nothing of a kind not configured', () => {
    givenKind([]).when(issue('A1')).thenThrows('VOUCHER_KIND_NOT_FOUND');
  });
});

describe('voucher decider', () => {
  it('spends one use at an outlet the voucher names, on a booking when given', () => {
    givenVoucher([])
      .when(fulfilVoucher())
      .then([fulfilled(1)]);
    givenVoucher([fulfilled(1)])
      .when(fulfilVoucher('2034-03-20', 12, BOOKING))
      .then([fulfilled(2, 12, BOOKING)]);
  });

  it('refuses a voucher whose uses are spent', () => {
    givenVoucher([fulfilled(1), fulfilled(2)])
      .when(fulfilVoucher())
      .thenThrows('VOUCHER_USED_UP');
  });

  it('fulfils on the first and last day of its validity, never after nor before', () => {
    givenVoucher([])
      .when(fulfilVoucher('2034-03-01'))
      .then([fulfilled(1)]);
    givenVoucher([])
      .when(fulfilVoucher('2034-03-31'))
      .then([fulfilled(1)]);
    givenVoucher([]).when(fulfilVoucher('2034-04-01')).thenThrows('VOUCHER_EXPIRED');
    givenVoucher([]).when(fulfilVoucher('2034-02-28')).thenThrows('VOUCHER_NOT_YET_VALID');
  });

  it('refuses an outlet the voucher does not name', () => {
    givenVoucher([]).when(fulfilVoucher('2034-03-14', 21)).thenThrows('VOUCHER_NOT_VALID_HERE');
  });
});
