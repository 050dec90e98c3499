import type { Feature } from '../../app/feature';
import { dinerFeedbackPrefix, feedbackKey } from './api/feedback.keys';

/**
 * Diners' feedback: the diner's page behind a booking's link (no session); to staff, in the reservation drawer, the
 * diner profile and the Guest Feedback list (Reports: the list is the outlet's reading of its visits).
 */
export const feedbackFeature: Feature = {
  routes: [
    { path: '/feedback/:token', title: 'feedback', access: 'open', layout: 'bare', page: () => import('./views/FeedbackPage') },
    { path: '/feedback_list', title: 'feedbackList', permission: 'reports', page: () => import('./views/FeedbackListPage') },
  ],
  menu: [{ group: 'navInsights', path: '/feedback_list', title: 'feedbackList' }],
  liveKeys: { FeedbackGiven: (event) => [feedbackKey(event.rid ?? undefined), dinerFeedbackPrefix] },
};
