import { ACCESS_ERRORS } from '../access/access.errors';
import { AVAILABILITY_ERRORS } from '../availability/availability.errors';
import { COMMON_ERRORS } from '../common/common.errors';
import { DINERS_ERRORS } from '../diners/diners.errors';
import { FEEDBACK_ERRORS } from '../feedback/feedback.errors';
import { FLOOR_ERRORS } from '../floor/floor.errors';
import { LOGIN_ERRORS } from '../login/login.errors';
import { MESSAGING_ERRORS } from '../messaging/messaging.errors';
import { NOTIFICATIONS_ERRORS } from '../notifications/notifications.errors';
import { ONLINE_ERRORS } from '../online/online.errors';
import { QUEUE_ERRORS } from '../queue/queue.errors';
import { TELEPHONY_ERRORS } from '../telephony/telephony.errors';
import { RESERVATIONS_ERRORS } from '../reservations/reservations.errors';
import { REPORTS_ERRORS } from '../reports/reports.errors';
import { VOUCHERS_ERRORS } from '../vouchers/vouchers.errors';

/** Each context's refusals (`<ctx>/<ctx>.errors.ts`); error-codes.spec.ts checks that no name or number repeats. */
export const CONTEXT_ERRORS = [
  COMMON_ERRORS,
  ACCESS_ERRORS,
  LOGIN_ERRORS,
  FLOOR_ERRORS,
  AVAILABILITY_ERRORS,
  RESERVATIONS_ERRORS,
  DINERS_ERRORS,
  ONLINE_ERRORS,
  TELEPHONY_ERRORS,
  FEEDBACK_ERRORS,
  REPORTS_ERRORS,
  VOUCHERS_ERRORS,
  MESSAGING_ERRORS,
  NOTIFICATIONS_ERRORS,
  QUEUE_ERRORS,
] as const;

/** Every refusal the gateway can answer with, by its stable string code. */
export const ERROR_CODES = {
  ...COMMON_ERRORS,
  ...ACCESS_ERRORS,
  ...LOGIN_ERRORS,
  ...FLOOR_ERRORS,
  ...AVAILABILITY_ERRORS,
  ...RESERVATIONS_ERRORS,
  ...DINERS_ERRORS,
  ...ONLINE_ERRORS,
  ...TELEPHONY_ERRORS,
  ...FEEDBACK_ERRORS,
  ...REPORTS_ERRORS,
  ...VOUCHERS_ERRORS,
  ...MESSAGING_ERRORS,
  ...NOTIFICATIONS_ERRORS,
  ...QUEUE_ERRORS,
};

export type ErrorCode = keyof typeof ERROR_CODES;

/** Codes on which the client refreshes its access token (spec §8). */
export const TOKEN_REFRESH_CODES: readonly number[] = [ERROR_CODES.TOKEN_EXPIRED.code, ERROR_CODES.TOKEN_INVALID.code];
