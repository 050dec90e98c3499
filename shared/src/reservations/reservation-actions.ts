/** What staff (or the messaging service, for ping outcomes) can do to a reservation's status. */
export const RESERVATION_ACTIONS = [
  'convert_to_reservation',
  'convert_to_waitlist',
  'confirm_payment',
  'confirm',
  'ping',
  'ping_answered',
  'ping_unanswered',
  'arrive',
  'seat',
  'partially_seat',
  'bill_paid',
  'depart',
  'done',
  'no_show',
  'cancel',
  'reject',
  'offer',
  'remove',
  'reinstate',
  'switch_to_waitlist',
  'switch_to_reservation',
  'move',
] as const;
export type ReservationAction = (typeof RESERVATION_ACTIONS)[number];

/** Actions applied through `update_transaction_status` / batch status update (the rest have their own endpoints). */
export const STATUS_UPDATE_ACTIONS = RESERVATION_ACTIONS.filter(
  (a): a is Exclude<ReservationAction, 'move' | 'convert_to_reservation' | 'convert_to_waitlist'> =>
    a !== 'move' && a !== 'convert_to_reservation' && a !== 'convert_to_waitlist',
);
export type StatusUpdateAction = (typeof STATUS_UPDATE_ACTIONS)[number];

/** The clock's own events: they move a booking into Late or Overstayed (see reservation-clock.ts). */
export const CLOCK_EVENTS = ['CLOCK.LATE', 'CLOCK.OVERSTAYED'] as const;
