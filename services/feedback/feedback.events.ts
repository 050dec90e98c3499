import type { DomainEvent } from '../eventstore';

/** What a diner said about a visit; the diner's name and the visit's date as the booking had them then. */
export interface GivenFeedback {
  rid: number;
  reservation_id: string;
  date: string;
  diner_name: string;
  rating: number;
  comment: string;
}

export type FeedbackEvent = DomainEvent<'FeedbackGiven', GivenFeedback>;

export const FEEDBACK_EVENT_TYPES = ['FeedbackGiven'] as const satisfies readonly FeedbackEvent['type'][];
