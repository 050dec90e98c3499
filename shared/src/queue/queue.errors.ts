import { refusal, type ErrorSpec } from '../errors/error-spec';

/** Refusals of the queue. */
export const QUEUE_ERRORS = {
  QUEUE_LINK_INVALID: refusal(57001, 'queue.linkInvalid'),
  QUEUE_ENTRY_NOT_FOUND: refusal(57002, 'queue.entryNotFound'),
  QUEUE_ACTION_NOT_ALLOWED: refusal(57003, 'queue.actionNotAllowed'),
  QUEUE_ALREADY_NUMBERED: refusal(57004, 'queue.alreadyNumbered'),
  QUEUE_BACKGROUND_INVALID: refusal(57005, 'queue.backgroundInvalid'),
} as const satisfies Record<string, ErrorSpec>;
