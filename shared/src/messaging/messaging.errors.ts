import { refusal, type ErrorSpec } from '../errors/error-spec';

/** Refusals of guest messaging. */
export const MESSAGING_ERRORS = {
  MESSAGING_NO_PHONE: refusal(56001, 'messaging.noPhone'),
  MESSAGING_NO_EMAIL: refusal(56002, 'messaging.noEmail'),
  MESSAGING_WEBHOOK_UNSIGNED: refusal(56003, 'messaging.webhookUnsigned', 403),
  CONFIRMATION_LINK_INVALID: refusal(56080, 'messaging.linkInvalid'),
  CONFIRMATION_LINK_USED: refusal(56081, 'messaging.linkUsed'),
  CONFIRMATION_LINK_EXPIRED: refusal(56082, 'messaging.linkExpired'),
  CONFIRMATION_BOOKING_CLOSED: refusal(56083, 'messaging.bookingClosed'),
  VERIFICATION_CALLS_EXHAUSTED: refusal(59001, 'messaging.verificationCallsExhausted'),
  VERIFICATION_CALL_FAILED: refusal(59002, 'messaging.verificationCallFailed'),
  MARKETING_TEMPLATE_UNSAVED: refusal(59070, 'messaging.marketingTemplateUnsaved'),
  MARKETING_NOBODY_OPTED_IN: refusal(59071, 'messaging.marketingNobodyOptedIn'),
  MARKETING_TOO_MANY: refusal(59072, 'messaging.marketingTooMany'),
  UNSUBSCRIBE_LINK_INVALID: refusal(59073, 'messaging.unsubscribeLinkInvalid'),
} as const satisfies Record<string, ErrorSpec>;
