import type { MessageKey } from '../i18n';

/**
 * Every refusal the gateway can answer with: a stable string code, the numeric status.code of spec §7/§8,
 * the message key, and the HTTP status (200 for domain results; 409/412/417 per ARCHITECTURE.md).
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { code: 40001, key: 'errors.someFieldsContainErrors', http: 200 },
  REQUEST_TOO_LARGE: { code: 40013, key: 'errors.requestTooLarge', http: 413 },
  RATE_LIMITED: { code: 43160, key: 'errors.rateLimited', http: 429 },
  TOKEN_EXPIRED: { code: 43165, key: 'errors.tokenExpired', http: 401 },
  TOKEN_INVALID: { code: -500001, key: 'errors.tokenInvalid', http: 401 },
  NOT_SIGNED_IN: { code: 43101, key: 'errors.notSignedIn', http: 401 },
  FORBIDDEN: { code: 43103, key: 'errors.forbidden', http: 403 },
  OUTLET_FORBIDDEN: { code: 43104, key: 'errors.outletForbidden', http: 403 },
  NOT_FOUND: { code: 40404, key: 'errors.notFound', http: 404 },
  CONCURRENCY_CONFLICT: { code: 40901, key: 'errors.conflict', http: 409 },
  PRECONDITION_FAILED: { code: 41201, key: 'errors.conflict', http: 412 },
  INTERNAL: { code: 50000, key: 'errors.internal', http: 500 },
  WRONG_CREDENTIALS: { code: 43110, key: 'errors.wrongCredentials', http: 200 },
  VERIFICATION_CODE_INVALID: { code: 43111, key: 'errors.verificationCodeInvalid', http: 200 },
  RESET_LINK_INVALID: { code: 43112, key: 'errors.resetLinkInvalid', http: 200 },
  USER_ID_TAKEN: { code: 43120, key: 'errors.userIdTaken', http: 200 },
  ACCESS_TYPE_LOCKED: { code: 43121, key: 'errors.accessTypeInUse', http: 200 },
  FLOOR_PLAN_NOT_FOUND: { code: 45001, key: 'floor.planNotFound', http: 200 },
  FLOOR_PLAN_IN_SERVICE: { code: 45002, key: 'floor.planInService', http: 200 },
  FLOOR_PLAN_NAME_TAKEN: { code: 45003, key: 'floor.planNameTaken', http: 200 },
  FLOOR_SECTION_NOT_FOUND: { code: 45004, key: 'floor.sectionNotFound', http: 200 },
  FLOOR_SECTION_NOT_EMPTY: { code: 45005, key: 'floor.sectionNotEmpty', http: 200 },
  FLOOR_SECTION_NAME_TAKEN: { code: 45006, key: 'floor.sectionNameTaken', http: 200 },
  FLOOR_TABLE_NOT_FOUND: { code: 45007, key: 'floor.tableNotFound', http: 200 },
  FLOOR_LAYOUT_INVALID: { code: 45008, key: 'floor.layoutInvalid', http: 200 },
  STATUS_CANNOT_BE_UPDATED: { code: 46001, key: 'errors.statusCannotBeUpdated', http: 200 },
  TABLE_DOUBLE_BOOKED: { code: 46002, key: 'errors.tableDoubleBooked', http: 200 },
  TABLES_ALREADY_ASSIGNED: { code: 46003, key: 'errors.tablesAlreadyAssigned', http: 200 },
  CAPACITY_CONFLICT: { code: 46004, key: 'errors.capacityConflict', http: 200 },
  WALK_IN_AFTER_END: { code: 46005, key: 'errors.walkInAfterEnd', http: 200 },
  NO_TIME_OR_DATE: { code: 46006, key: 'errors.noTimeOrDate', http: 200 },
  TABLE_LOCKED: { code: 46007, key: 'reservations.tableLocked', http: 200 },
  TABLE_UNKNOWN: { code: 46008, key: 'reservations.tableUnknown', http: 200 },
  TABLE_STATE_CANNOT_CHANGE: { code: 46009, key: 'reservations.tableStateCannotChange', http: 200 },
  RESERVATION_NOT_FOUND: { code: 46010, key: 'reservations.noBookingsFound', http: 200 },
  CONFLICTING_SERVICE: { code: 47001, key: 'errors.conflictingService', http: 200 },
  SERVICE_SECTIONS_INCOMPLETE: { code: 47002, key: 'availability.sectionsIncomplete', http: 200 },
  SERVICE_NOT_FOUND: { code: 47004, key: 'errors.notFound', http: 200 },
  VOUCHER_INVALID: { code: 48001, key: 'errors.voucherInvalid', http: 200 },
  VOUCHER_EXPIRED: { code: 48002, key: 'errors.voucherExpired', http: 200 },
  VOUCHER_UNEXPECTED: { code: 48003, key: 'errors.voucherUnexpected', http: 200 },
  TAG_EXISTS: { code: 49001, key: 'errors.tagExists', http: 200 },
} as const satisfies Record<string, { code: number; key: MessageKey; http: number }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Codes on which the client refreshes its access token (spec §8). */
export const TOKEN_REFRESH_CODES: readonly number[] = [ERROR_CODES.TOKEN_EXPIRED.code, ERROR_CODES.TOKEN_INVALID.code];
