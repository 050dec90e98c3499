import type { Feature } from '../../app/feature';
import { feedbackKey } from './api/feedback.keys';

/** Diners' feedback: the diner's page behind a booking's link (no session), shown in the reservation drawer to staff. */
export const feedbackFeature: Feature = {
  routes: [{ path: '/feedback/:token', title: 'feedback', access: 'open', layout: 'bare', page: () => import('./views/FeedbackPage') }],
  menu: [],
  liveKeys: { FeedbackGiven: (event) => [feedbackKey(event.rid ?? undefined)] },
};
