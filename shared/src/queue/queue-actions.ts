import { allowedActions } from '../reservations/reservation-status.machine';
import type { ReservationStatus } from '../reservations/reservation-status';

/** Spec §4's statuses of a party still in the queue (Removed and Seated close the entry). */
export const OPEN_QUEUE_STATUSES = ['Queue', 'Offered', 'Pinging', 'NoAnswer'] as const satisfies readonly ReservationStatus[];
export type OpenQueueStatus = (typeof OPEN_QUEUE_STATUSES)[number];

/**
 * What staff do to a queued party, in the reservation status machine's words: offer a table (Offered), ping
 * (Pinging, then No Answer), seat, remove, move to the waitlist or to a reservation. Seating has its own call
 * (it takes tables); the rest go through `queue/update_status`.
 */
export const QUEUE_ACTIONS = ['offer', 'ping', 'ping_unanswered', 'seat', 'remove', 'switch_to_waitlist', 'switch_to_reservation'] as const;
export type QueueAction = (typeof QUEUE_ACTIONS)[number];
export const QUEUE_STATUS_ACTIONS = QUEUE_ACTIONS.filter((a): a is Exclude<QueueAction, 'seat'> => a !== 'seat');
export type QueueStatusAction = (typeof QUEUE_STATUS_ACTIONS)[number];

export function isOpenQueueStatus(status: string): status is OpenQueueStatus {
  return (OPEN_QUEUE_STATUSES as readonly string[]).includes(status);
}

/** The queue actions a party in `status` allows: the shared status machine's, so server and screens agree. */
export function queueActions(status: ReservationStatus): QueueAction[] {
  if (!isOpenQueueStatus(status)) return [];
  const allowed: readonly string[] = allowedActions(status);
  return QUEUE_ACTIONS.filter((action) => allowed.includes(action));
}
