import { refusal, type ErrorSpec } from '../errors/error-spec';

/** Refusals of guest messaging. */
export const MESSAGING_ERRORS = {
  MESSAGING_NO_PHONE: refusal(56001, 'messaging.noPhone'),
  MESSAGING_NO_EMAIL: refusal(56002, 'messaging.noEmail'),
  MESSAGING_WEBHOOK_UNSIGNED: refusal(56003, 'messaging.webhookUnsigned', 403),
} as const satisfies Record<string, ErrorSpec>;
