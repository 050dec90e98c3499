import type { ErrorSpec } from '../errors/error-spec';

/** Refusals of sign-in, super-admin verification and password reset. */
export const LOGIN_ERRORS = {
  WRONG_CREDENTIALS: { code: 43110, key: 'errors.wrongCredentials', http: 200 },
  VERIFICATION_CODE_INVALID: { code: 43111, key: 'errors.verificationCodeInvalid', http: 200 },
  RESET_LINK_INVALID: { code: 43112, key: 'errors.resetLinkInvalid', http: 200 },
} as const satisfies Record<string, ErrorSpec>;
