import { refusal, type ErrorSpec } from '../errors/error-spec';

/** Refusals of the queue. */
export const QUEUE_ERRORS = {
  QUEUE_LINK_INVALID: refusal(57001, 'queue.linkInvalid'),
  QUEUE_ENTRY_NOT_FOUND: refusal(57002, 'queue.entryNotFound'),
  QUEUE_ACTION_NOT_ALLOWED: refusal(57003, 'queue.actionNotAllowed'),
  QUEUE_ALREADY_NUMBERED: refusal(57004, 'queue.alreadyNumbered'),
  QUEUE_BACKGROUND_NOT_IMAGE: refusal(57005, 'queue.backgroundNotImage'),
  QUEUE_BACKGROUND_WRONG_SIZE: refusal(57006, 'queue.backgroundWrongSize'),
  QUEUE_BACKGROUND_TOO_LARGE: refusal(57007, 'queue.backgroundTooLarge'),
  QUEUE_BACKGROUND_NOT_FOUND: refusal(57008, 'queue.backgroundNotFound'),
} as const satisfies Record<string, ErrorSpec>;
