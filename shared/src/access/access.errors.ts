import type { ErrorSpec } from '../errors/error-spec';

/** Refusals of the access model: tokens, permissions, outlets, Users and Access. */
export const ACCESS_ERRORS = {
  TOKEN_EXPIRED: { code: 43165, key: 'errors.tokenExpired', http: 401 },
  TOKEN_INVALID: { code: -500001, key: 'errors.tokenInvalid', http: 401 },
  NOT_SIGNED_IN: { code: 43101, key: 'errors.notSignedIn', http: 401 },
  FORBIDDEN: { code: 43103, key: 'errors.forbidden', http: 403 },
  OUTLET_FORBIDDEN: { code: 43104, key: 'errors.outletForbidden', http: 403 },
  USER_ID_TAKEN: { code: 43120, key: 'errors.userIdTaken', http: 200 },
  ACCESS_TYPE_LOCKED: { code: 43121, key: 'errors.accessTypeInUse', http: 200 },
} as const satisfies Record<string, ErrorSpec>;
