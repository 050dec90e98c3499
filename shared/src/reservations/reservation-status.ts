/** Every reservation status of spec §4. Late and Overstayed are never stored: the clock derives them. */
export const RESERVATION_STATUSES = [
  'Draft',
  'PendingPayment',
  'Booked',
  'Confirmed',
  'Late',
  'Pinging',
  'NoAnswer',
  'Arrived',
  'Seated',
  'PartiallySeated',
  'Overstayed',
  'BillPaid',
  'Departed',
  'Done',
  'NoShow',
  'Cancelled',
  'Rejected',
  'Waitlisted',
  'Waiting',
  'Queue',
  'Offered',
  'Removed',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Derived from the clock, never written to a stream. */
export const CLOCK_STATUSES = ['Late', 'Overstayed'] as const satisfies readonly ReservationStatus[];
export type StoredStatus = Exclude<ReservationStatus, (typeof CLOCK_STATUSES)[number]>;
export const STORED_STATUSES = RESERVATION_STATUSES.filter((s): s is StoredStatus => !(CLOCK_STATUSES as readonly string[]).includes(s));

/** Spec §4: Booked plus Confirmed count as upcoming. */
export const UPCOMING_STATUSES = ['Booked', 'Confirmed'] as const satisfies readonly StoredStatus[];
/** Spec §4: Departed counts as fulfilled, and so does Done, the only status that follows it (closing the visit). */
export const FULFILLED_STATUSES = ['Departed', 'Done'] as const satisfies readonly StoredStatus[];
/** The "Done With" tab: visits that are over, one way or another. */
export const DONE_WITH_STATUSES = [
  'Departed',
  'Done',
  'NoShow',
  'Cancelled',
  'Rejected',
  'Removed',
] as const satisfies readonly StoredStatus[];
/** The "Waiting" tab: waitlist and queue entries not yet seated or closed. */
export const WAITING_STATUSES = ['Waitlisted', 'Waiting', 'Queue', 'Offered'] as const satisfies readonly StoredStatus[];
/** A booking in these statuses holds its tables for its time window: another booking there is a clash. */
export const TABLE_HOLDING_STATUSES = [
  'PendingPayment',
  'Booked',
  'Confirmed',
  'Pinging',
  'NoAnswer',
  'Arrived',
  'Seated',
  'PartiallySeated',
  'BillPaid',
  'Offered',
] as const satisfies readonly StoredStatus[];
/** The party is at the table now: nobody can be booked onto it, not even with Book anyways. */
export const TABLE_OCCUPYING_STATUSES = ['Seated', 'PartiallySeated', 'BillPaid'] as const satisfies readonly StoredStatus[];

export const RESERVATION_TABS = ['all', 'upcoming', 'done_with', 'waiting'] as const;
export type ReservationTab = (typeof RESERVATION_TABS)[number];

export function isStoredStatus(status: string): status is StoredStatus {
  return (STORED_STATUSES as readonly string[]).includes(status);
}
