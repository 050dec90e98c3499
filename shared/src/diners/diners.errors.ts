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
  DINER_MERGE_SAME: refusal(51011, 'diners.mergeSame'),
  DINER_MERGE_NOT_FOUND: refusal(51012, 'diners.mergeNotFound'),
  DINER_MERGE_UNDONE: refusal(51013, 'diners.mergeUndone'),
  DINER_MERGE_NOT_LATEST: refusal(51014, 'diners.mergeNotLatest'),
  DINER_MERGE_OUTLET_FORBIDDEN: refusal(51015, 'diners.mergeOutletForbidden'),
  DINER_MERGE_NOTES_TOO_LONG: refusal(51016, 'diners.mergeNotesTooLong'),
} as const satisfies Record<string, ErrorSpec>;
