import { z } from 'zod';
import { pageNumber, pageSizeAmong, requestSchema } from '../common/common-fields';
import { calendarDate, plainText } from '../common/form-values';
import { dinerIdSchema } from '../diners/diners.schemas';
import { reservationIdSchema } from '../reservations/reservations.schemas';
import { FEEDBACK_PAGE_SIZES, MAX_FEEDBACK_COMMENT, MAX_FEEDBACK_RANGE_DAYS } from './feedback.types';

/** A feedback link's sealed token: base64url parts joined by dots. */
const feedbackToken = z
  .string({ error: 'feedback.linkInvalid' })
  .min(1, 'feedback.linkInvalid')
  .max(512, 'feedback.linkInvalid')
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'feedback.linkInvalid');

const rating = z.coerce
  .number('feedback.ratingRange')
  .int('feedback.ratingRange')
  .min(1, 'feedback.ratingRange')
  .max(5, 'feedback.ratingRange');

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** From and to, both included, in order and at most MAX_FEEDBACK_RANGE_DAYS long. */
const dateRange = {
  from: calendarDate,
  to: calendarDate,
};
const inOrder = <T extends { from: string; to: string }>(range: T) => dayNumber(range.to) >= dayNumber(range.from);
const withinMaxRange = <T extends { from: string; to: string }>(range: T) =>
  dayNumber(range.to) - dayNumber(range.from) < MAX_FEEDBACK_RANGE_DAYS;

/** The public page: what the link is for (outlet, date) and whether feedback was already left. */
export const feedbackFormRequest = requestSchema({ token: feedbackToken });

/** A diner's rating and comment, through the link of their booking. */
export const feedbackAddRequest = requestSchema({
  token: feedbackToken,
  rating,
  comment: plainText(MAX_FEEDBACK_COMMENT).default(''),
});

/** Staff: the public link of a booking, and its feedback. */
export const feedbackLinkRequest = requestSchema({ reservation_id: reservationIdSchema });
export const feedbackGetRequest = requestSchema({ reservation_id: reservationIdSchema });

const paging = {
  page: pageNumber(),
  page_size: pageSizeAmong(FEEDBACK_PAGE_SIZES),
};

/** Staff: the outlet's feedback on visits between two dates, newest visit first, paged. */
export const feedbackListRequest = requestSchema({ ...dateRange, ...paging })
  .refine(inOrder, { path: ['to'], message: 'feedback.rangeOrder' })
  .refine(withinMaxRange, { path: ['to'], message: 'feedback.rangeTooLong' });

/** Staff: a diner's feedback on their visits at the outlets where the caller has Diner Management, newest first, paged. */
export const feedbackDinerRequest = requestSchema({ diner_id: dinerIdSchema, ...paging });

/** Spec §7's public comment download: the outlet's comments between two dates as CSV. */
export const commentDownloadRequest = requestSchema(dateRange)
  .refine(inOrder, { path: ['to'], message: 'feedback.rangeOrder' })
  .refine(withinMaxRange, { path: ['to'], message: 'feedback.rangeTooLong' });

export type FeedbackFormRequest = z.infer<typeof feedbackFormRequest>;
export type FeedbackAddRequest = z.infer<typeof feedbackAddRequest>;
export type FeedbackLinkRequest = z.infer<typeof feedbackLinkRequest>;
export type FeedbackGetRequest = z.infer<typeof feedbackGetRequest>;
export type FeedbackListRequest = z.infer<typeof feedbackListRequest>;
export type FeedbackDinerRequest = z.infer<typeof feedbackDinerRequest>;
export type CommentDownloadRequest = z.infer<typeof commentDownloadRequest>;
