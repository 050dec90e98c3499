import { refusal, type ErrorSpec } from '../errors/error-spec';

/** Refusals of diners' feedback. */
export const FEEDBACK_ERRORS = {
  FEEDBACK_LINK_INVALID: refusal(52001, 'feedback.linkInvalid'),
  FEEDBACK_VISIT_NOT_OVER: refusal(52002, 'feedback.visitNotOver'),
  FEEDBACK_ALREADY_GIVEN: refusal(52003, 'feedback.alreadyGiven'),
} as const satisfies Record<string, ErrorSpec>;
