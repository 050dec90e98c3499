import { refusal, type ErrorSpec } from '../errors/error-spec';

/**
 * Refusals of vouchers beyond spec §8's own three (common's VOUCHER_INVALID, VOUCHER_EXPIRED, VOUCHER_UNEXPECTED):
 * the other reasons a voucher cannot be fulfilled, each worded as "Unable to Fulfil Voucher: …", and configuration's.
 */
export const VOUCHERS_ERRORS = {
  VOUCHER_USED_UP: refusal(58001, 'vouchers.usedUp'),
  VOUCHER_NOT_YET_VALID: refusal(58002, 'vouchers.notYetValid'),
  VOUCHER_NOT_VALID_HERE: refusal(58003, 'vouchers.notValidHere'),
  VOUCHERS_LOCKED: refusal(58004, 'vouchers.locked'),
  VOUCHER_QUOTA_REACHED: refusal(58005, 'vouchers.quotaReached'),
  VOUCHER_KIND_NOT_FOUND: refusal(58006, 'vouchers.kindNotFound'),
  VOUCHER_OUTLET_CURRENCY: refusal(58007, 'vouchers.outletCurrency'),
  VOUCHER_CODE_TAKEN: refusal(58008, 'vouchers.codeTaken'),
} as const satisfies Record<string, ErrorSpec>;
