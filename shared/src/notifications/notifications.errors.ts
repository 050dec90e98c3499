import { refusal, type ErrorSpec } from '../errors/error-spec';

/** Refusals of staff notifications. */
export const NOTIFICATIONS_ERRORS = {
  NOTIFICATION_NOT_FOUND: refusal(59000, 'notifications.notFound'),
} as const satisfies Record<string, ErrorSpec>;
