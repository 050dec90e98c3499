import type { FeedbackEvent } from './feedback.events';

/** One booking's feedback stream folded: whether the diner already left feedback. */
export interface FeedbackState {
  given: boolean;
}
export const initialFeedbackState = (): FeedbackState => ({ given: false });

export function evolveFeedback(state: FeedbackState, event: FeedbackEvent): FeedbackState {
  switch (event.type) {
    case 'FeedbackGiven':
      return { given: true };
    default:
      return state;
  }
}
