import { refusal, type ErrorSpec } from '../errors/error-spec';

/** Refusals of the access model: tokens, permissions, outlets, Users and Access. */
export const ACCESS_ERRORS = {
  TOKEN_EXPIRED: refusal(43165, 'errors.tokenExpired', 401),
  TOKEN_INVALID: refusal(-500001, 'errors.tokenInvalid', 401),
  NOT_SIGNED_IN: refusal(43101, 'errors.notSignedIn', 401),
  FORBIDDEN: refusal(43103, 'errors.forbidden', 403),
  OUTLET_FORBIDDEN: refusal(43104, 'errors.outletForbidden', 403),
  USER_ID_TAKEN: refusal(43120, 'errors.userIdTaken'),
  ACCESS_TYPE_LOCKED: refusal(43121, 'errors.accessTypeInUse'),
} as const satisfies Record<string, ErrorSpec>;
