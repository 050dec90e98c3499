import type { FeedbackCommand } from '../feedback.commands';

export const BOOKING_ID = '00000000-0000-4000-8000-000000000001';

/** The diner rates their visit: a booking of outlet 11 whose status is read as `status`. */
export const rate = (rating: number, comment = '', status = 'Departed'): FeedbackCommand => ({
  type: 'GiveFeedback',
  data: { rid: 11, reservation_id: BOOKING_ID, date: '2034-03-14', diner_name: 'Mei Tan', rating, comment, status },
});
