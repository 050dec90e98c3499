import { refusal, type ErrorSpec } from '../errors/error-spec';

/** Refusals of phone bookings: the telephony system's key. */
export const TELEPHONY_ERRORS = {
  API_KEY_INVALID: refusal(55001, 'telephony.keyInvalid', 401),
  API_KEY_NOT_FOUND: refusal(55002, 'telephony.keyNotFound'),
  API_KEY_LIMIT_REACHED: refusal(55003, 'telephony.keyLimit'),
} as const satisfies Record<string, ErrorSpec>;
