import { MAX_FEEDBACK_RANGE_DAYS } from '@covers/shared';
import dayjs, { type Dayjs } from 'dayjs';
import type { FeedbackRange } from '../hooks/use-feedback-list';

/** The range the Guest Feedback page opens with: the last 30 days, today at the outlet included. */
export function lastThirtyDays(today: string): FeedbackRange {
  return { from: dayjs(today).subtract(29, 'day').format('YYYY-MM-DD'), to: today };
}

/** A day the range picker does not offer: one that would make the range longer than the server takes. */
export function beyondMaxRange(day: Dayjs, from: Dayjs | undefined): boolean {
  return from !== undefined && Math.abs(day.diff(from, 'day')) >= MAX_FEEDBACK_RANGE_DAYS;
}
