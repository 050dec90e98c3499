import { refusal, type ErrorSpec } from '../errors/error-spec';

/** Refusals of every context: malformed or too large requests, missing rows, lost races, failures. */
export const COMMON_ERRORS = {
  VALIDATION_FAILED: refusal(40001, 'errors.someFieldsContainErrors'),
  REQUEST_TOO_LARGE: refusal(40013, 'errors.requestTooLarge', 413),
  /** The request itself is unreadable (a malformed path, body or encoding): no field to point at. */
  BAD_REQUEST: refusal(40000, 'errors.badRequest', 400),
  RATE_LIMITED: refusal(43160, 'errors.rateLimited', 429),
  /** Spec §8 lists it beside RATE_LIMITED: the same request sent again too soon; the client shows neither. */
  REQUEST_REPEATED: refusal(43131, 'errors.requestRepeated', 429),
  NOT_FOUND: refusal(40404, 'errors.notFound', 404),
  CONCURRENCY_CONFLICT: refusal(40901, 'errors.conflict', 409),
  PRECONDITION_FAILED: refusal(41201, 'errors.conflict', 412),
  INTERNAL: refusal(50000, 'errors.internal', 500),
  // Spec §8's codes of the vouchers and diner tags contexts, not built yet: they move there with them.
  VOUCHER_INVALID: refusal(48001, 'errors.voucherInvalid'),
  VOUCHER_EXPIRED: refusal(48002, 'errors.voucherExpired'),
  VOUCHER_UNEXPECTED: refusal(48003, 'errors.voucherUnexpected'),
  TAG_EXISTS: refusal(49001, 'errors.tagExists'),
} as const satisfies Record<string, ErrorSpec>;
