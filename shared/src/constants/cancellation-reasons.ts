export const CANCELLATION_REASONS = [
  'Bad Weather',
  'Change of Plans',
  'Double Booking',
  'Venue Closure',
  'Staff Training',
  'Tentative Reservation',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];
