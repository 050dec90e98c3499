import { refusal, type ErrorSpec } from '../errors/error-spec';

/** Refusals of the diner directory and diner tags. */
export const DINERS_ERRORS = {
  DINER_NOT_FOUND: refusal(51001, 'diners.dinerNotFound'),
  DINER_PHONE_TAKEN: refusal(51002, 'diners.phoneTaken'),
  DINER_EMAIL_TAKEN: refusal(51003, 'diners.emailTaken'),
  DINER_PHONE_INVALID: refusal(51004, 'validation.invalidNumber'),
  TAG_NOT_FOUND: refusal(51005, 'diners.tagNotFound'),
  TAG_NAME_TAKEN: refusal(51006, 'diners.tagExists'),
  TAG_LIMIT_REACHED: refusal(51007, 'diners.tagLimit'),
  PHOTO_TOO_LARGE: refusal(51008, 'diners.photoTooLarge'),
  PHOTO_NOT_IMAGE: refusal(51009, 'diners.photoNotImage'),
  PHOTO_NOT_FOUND: refusal(51010, 'diners.photoNotFound'),
} as const satisfies Record<string, ErrorSpec>;
