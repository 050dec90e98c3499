import { refusal, type ErrorSpec } from '../errors/error-spec';

/** Refusals of sign-in, super-admin verification and password reset. */
export const LOGIN_ERRORS = {
  WRONG_CREDENTIALS: refusal(43110, 'errors.wrongCredentials'),
  VERIFICATION_CODE_INVALID: refusal(43111, 'errors.verificationCodeInvalid'),
  RESET_LINK_INVALID: refusal(43112, 'errors.resetLinkInvalid'),
  SIGN_IN_LOCKED: refusal(43113, 'signin.accountLocked'),
  VERIFICATION_CODE_RECENT: refusal(43114, 'signin.codeRecentlySent'),
} as const satisfies Record<string, ErrorSpec>;
