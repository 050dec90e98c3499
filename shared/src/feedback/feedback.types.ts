/** A diner's rating of a visit: 1 to 5 stars. */
export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

/** The longest comment a diner may leave. */
export const MAX_FEEDBACK_COMMENT = 2000;
/** The longest date range one list or download covers. */
export const MAX_FEEDBACK_RANGE_DAYS = 366;
export const FEEDBACK_PAGE_SIZES = [10, 20, 50, 100] as const;

/** The comment download's columns (spec §7's public comment download), English as the reservation export's. */
export const FEEDBACK_CSV_HEADER = ['Booking ID', 'Diner Name', 'Date', 'Rating', 'Comment', 'Submitted At'] as const;
