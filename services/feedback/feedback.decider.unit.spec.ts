import { deciderSpec } from '../testing/decider-spec';
import { feedbackDecider } from './feedback.decider';
import type { FeedbackEvent } from './feedback.events';
import { BOOKING_ID, rate } from './testing/feedback-commands';

const given = deciderSpec(feedbackDecider, { actor: 'diner', now: '2034-03-14T14:00:00.000Z' });
const given5: FeedbackEvent = {
  type: 'FeedbackGiven',
  data: { rid: 11, reservation_id: BOOKING_ID, date: '2034-03-14', diner_name: 'Mei Tan', rating: 5, comment: 'Lovely' },
};

describe('feedback decider', () => {
  it('records the rating and comment of a departed visit, and of a Done one', () => {
    given([]).when(rate(5, 'Lovely')).then([given5]);
    given([])
      .when(rate(3, '', 'Done'))
      .then([{ type: 'FeedbackGiven', data: { ...given5.data, rating: 3, comment: '' } }]);
  });

  it('refuses a visit that is not over', () => {
    for (const status of ['Booked', 'Confirmed', 'Seated', 'NoShow', 'Cancelled', 'Waitlisted'])
      given([])
        .when(rate(4, '', status))
        .thenThrows('FEEDBACK_VISIT_NOT_OVER');
  });

  it('takes feedback once per booking', () => {
    given([given5]).when(rate(1, 'Changed my mind')).thenThrows('FEEDBACK_ALREADY_GIVEN');
  });
});
