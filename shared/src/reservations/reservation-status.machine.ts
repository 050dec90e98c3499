import { setup, transition, type AnyEventObject } from 'xstate';
import { CANCELLATION_REASONS } from '../constants/cancellation-reasons';
import { RESERVATION_ACTIONS, type ReservationAction } from './reservation-actions';
import { RESERVATION_STATUSES, type ReservationStatus } from './reservation-status';
import { RESERVATION_TRANSITIONS } from './reservation-transitions';

export type ReservationStatusEvent =
  | { type: Exclude<ReservationAction, 'cancel'> }
  | { type: 'cancel'; reason: string }
  | { type: 'CLOCK.LATE' }
  | { type: 'CLOCK.OVERSTAYED' };

const FINAL: ReservationStatus[] = ['Done', 'Rejected'];

function statesConfig() {
  const states: Record<string, { type?: 'final'; on?: Record<string, { target: string } | { guard: string; target: string }> }> = {};
  for (const status of RESERVATION_STATUSES) {
    const on: Record<string, { target: string; guard?: string }> = {};
    for (const [event, target] of Object.entries(RESERVATION_TRANSITIONS[status])) {
      on[event] = event === 'cancel' ? { guard: 'hasCancellationReason', target } : { target };
    }
    states[status] = FINAL.includes(status) ? { type: 'final' } : { on };
  }
  return states;
}

/**
 * The reservation status lifecycle of spec §4, one machine for server and client. Built from
 * RESERVATION_TRANSITIONS so the table, the docs and the machine cannot drift apart. A cancel needs one of
 * the six cancellation reasons of spec §9.
 */
export const reservationStatusMachine = setup({
  types: {
    input: {} as { status: ReservationStatus },
    events: {} as ReservationStatusEvent,
  },
  guards: {
    hasCancellationReason: ({ event }) => event.type === 'cancel' && isCancellationReason(event.reason),
  },
}).createMachine({
  id: 'reservationStatus',
  initial: 'Draft',
  states: statesConfig(),
});

function isCancellationReason(reason: unknown): boolean {
  return (CANCELLATION_REASONS as readonly unknown[]).includes(reason);
}

/** The status an action leads to from `status`, or null when the machine refuses it. */
export function nextStatus(status: ReservationStatus, event: ReservationStatusEvent | AnyEventObject): ReservationStatus | null {
  const from = reservationStatusMachine.resolveState({ value: status, context: {} as never });
  if (!from.can(event as ReservationStatusEvent)) return null;
  const [to] = transition(reservationStatusMachine, from, event as ReservationStatusEvent);
  return to.value as ReservationStatus;
}

/** The actions a screen may offer for a booking shown in `status` (its effective status, clock included). */
export function allowedActions(status: ReservationStatus): ReservationAction[] {
  const on = RESERVATION_TRANSITIONS[status];
  return RESERVATION_ACTIONS.filter((action) => action in on);
}
