import { DomainError, FULFILLED_STATUSES } from '@covers/shared';
import { decideBy, type Decider } from '../eventstore';
import type { FeedbackCommand, FeedbackCommands } from './feedback.commands';
import type { FeedbackEvent } from './feedback.events';
import { evolveFeedback, initialFeedbackState, type FeedbackState } from './feedback.state';

type FeedbackDecision<K extends keyof FeedbackCommands> = (data: FeedbackCommands[K], state: FeedbackState) => FeedbackEvent[];

/** Once per booking, and only for a visit that is over (Departed or Done: spec §4's fulfilled visits). */
const giveFeedback: FeedbackDecision<'GiveFeedback'> = ({ status, ...feedback }, state) => {
  if (state.given) throw new DomainError('FEEDBACK_ALREADY_GIVEN');
  if (!(FULFILLED_STATUSES as readonly string[]).includes(status)) throw new DomainError('FEEDBACK_VISIT_NOT_OVER');
  return [{ type: 'FeedbackGiven', data: feedback }];
};

const decisions: { [K in keyof FeedbackCommands]: FeedbackDecision<K> } = { GiveFeedback: giveFeedback };

export const feedbackDecider: Decider<FeedbackState, FeedbackCommand, FeedbackEvent> = {
  initialState: initialFeedbackState,
  decide: decideBy(decisions),
  evolve: evolveFeedback,
};
