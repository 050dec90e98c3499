import type { Command } from '../eventstore';
import type { GivenFeedback } from './feedback.events';

/** What a diner does through the link of their booking; `status` is the booking's as read. */
export interface FeedbackCommands {
  GiveFeedback: GivenFeedback & { status: string };
}
export type FeedbackCommand = Command<FeedbackCommands>;
