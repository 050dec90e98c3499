import type { ErrorSpec } from '../errors/error-spec';

/** Refusals of every context: malformed or too large requests, missing rows, lost races, failures. */
export const COMMON_ERRORS = {
  VALIDATION_FAILED: { code: 40001, key: 'errors.someFieldsContainErrors', http: 200 },
  REQUEST_TOO_LARGE: { code: 40013, key: 'errors.requestTooLarge', http: 413 },
  RATE_LIMITED: { code: 43160, key: 'errors.rateLimited', http: 429 },
  /** Spec §8 lists it beside RATE_LIMITED: the same request sent again too soon; the client shows neither. */
  REQUEST_REPEATED: { code: 43131, key: 'errors.requestRepeated', http: 429 },
  NOT_FOUND: { code: 40404, key: 'errors.notFound', http: 404 },
  CONCURRENCY_CONFLICT: { code: 40901, key: 'errors.conflict', http: 409 },
  PRECONDITION_FAILED: { code: 41201, key: 'errors.conflict', http: 412 },
  INTERNAL: { code: 50000, key: 'errors.internal', http: 500 },
  // Spec §8's codes of the vouchers and diner tags contexts, not built yet: they move there with them.
  VOUCHER_INVALID: { code: 48001, key: 'errors.voucherInvalid', http: 200 },
  VOUCHER_EXPIRED: { code: 48002, key: 'errors.voucherExpired', http: 200 },
  VOUCHER_UNEXPECTED: { code: 48003, key: 'errors.voucherUnexpected', http: 200 },
  TAG_EXISTS: { code: 49001, key: 'errors.tagExists', http: 200 },
} as const satisfies Record<string, ErrorSpec>;
