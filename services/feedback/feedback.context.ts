import type { BoundedContext } from '../bounded-context';
import { feedbackProjection } from './feedback.projection';
import { FeedbackSchema1732410000000 } from './migrations/1732410000000-feedback-schema';

export const feedbackContext: BoundedContext = {
  name: 'feedback',
  migrations: [FeedbackSchema1732410000000],
  projections: [feedbackProjection],
  eventTypes: feedbackProjection.handles,
  tables: feedbackProjection.tables,
};
