import type { ReservationAction } from './reservation-actions';
import type { ReservationStatus } from './reservation-status';

type Transitions = Partial<Record<ReservationAction | 'CLOCK.LATE' | 'CLOCK.OVERSTAYED', ReservationStatus>>;

/** A booking that has not come in yet: the host can reach the diner, seat them, or close the booking. */
const NOT_YET_ARRIVED = {
  arrive: 'Arrived',
  seat: 'Seated',
  partially_seat: 'PartiallySeated',
  no_show: 'NoShow',
  cancel: 'Cancelled',
} as const satisfies Transitions;

/** A waitlist or queue entry: offer a table, seat it, turn it into a reservation, or take it off. */
const ON_THE_LIST = {
  offer: 'Offered',
  seat: 'Seated',
  partially_seat: 'PartiallySeated',
  switch_to_reservation: 'Booked',
  cancel: 'Cancelled',
  reject: 'Rejected',
  remove: 'Removed',
} as const satisfies Transitions;

/**
 * The allowed transitions, as a restaurant runs them (docs/reservation-lifecycle.md is this table in words).
 * `move` keeps the status: it changes date, time or tables. Anything not listed is refused with
 * "Status cannot be updated.".
 */
export const RESERVATION_TRANSITIONS: Record<ReservationStatus, Transitions> = {
  Draft: { convert_to_reservation: 'Booked', convert_to_waitlist: 'Waitlisted' },
  PendingPayment: {
    confirm_payment: 'Booked',
    ping: 'Pinging',
    arrive: 'Arrived',
    seat: 'Seated',
    no_show: 'NoShow',
    cancel: 'Cancelled',
    reject: 'Rejected',
    switch_to_waitlist: 'Waitlisted',
    move: 'PendingPayment',
  },
  Booked: {
    ...NOT_YET_ARRIVED,
    confirm: 'Confirmed',
    ping: 'Pinging',
    switch_to_waitlist: 'Waitlisted',
    move: 'Booked',
    'CLOCK.LATE': 'Late',
  },
  Confirmed: { ...NOT_YET_ARRIVED, ping: 'Pinging', switch_to_waitlist: 'Waitlisted', move: 'Confirmed', 'CLOCK.LATE': 'Late' },
  Late: { ...NOT_YET_ARRIVED, confirm: 'Confirmed', ping: 'Pinging', switch_to_waitlist: 'Waitlisted', move: 'Late' },
  Pinging: { ...NOT_YET_ARRIVED, ping_answered: 'Confirmed', ping_unanswered: 'NoAnswer', move: 'Pinging' },
  NoAnswer: {
    ...NOT_YET_ARRIVED,
    confirm: 'Confirmed',
    ping: 'Pinging',
    remove: 'Removed',
    switch_to_waitlist: 'Waitlisted',
    move: 'NoAnswer',
  },
  Arrived: { seat: 'Seated', partially_seat: 'PartiallySeated', cancel: 'Cancelled', move: 'Arrived' },
  PartiallySeated: { seat: 'Seated', bill_paid: 'BillPaid', depart: 'Departed', move: 'PartiallySeated', 'CLOCK.OVERSTAYED': 'Overstayed' },
  Seated: { bill_paid: 'BillPaid', depart: 'Departed', move: 'Seated', 'CLOCK.OVERSTAYED': 'Overstayed' },
  Overstayed: { bill_paid: 'BillPaid', depart: 'Departed', move: 'Overstayed' },
  BillPaid: { depart: 'Departed', move: 'BillPaid' },
  Departed: { done: 'Done' },
  Done: {},
  NoShow: { reinstate: 'Booked' },
  Cancelled: { reinstate: 'Booked' },
  Rejected: {},
  Waitlisted: { ...ON_THE_LIST, arrive: 'Waiting', move: 'Waitlisted' },
  Waiting: { ...ON_THE_LIST, move: 'Waiting' },
  // A queued party can also be pinged (Pinging, then No Answer) or moved to the waitlist.
  Queue: { ...ON_THE_LIST, ping: 'Pinging', switch_to_waitlist: 'Waitlisted', move: 'Queue' },
  Offered: {
    ping: 'Pinging',
    seat: 'Seated',
    partially_seat: 'PartiallySeated',
    ping_unanswered: 'NoAnswer',
    switch_to_reservation: 'Booked',
    cancel: 'Cancelled',
    remove: 'Removed',
    move: 'Offered',
  },
  Removed: { reinstate: 'Waitlisted' },
};
