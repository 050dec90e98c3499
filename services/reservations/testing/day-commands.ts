import type { CancellationReason } from '@covers/shared';
import type { DayCommand, StatusCommandType } from '../reservations.commands';
import type { Reservation, ReservationChanges } from '../reservation.types';

/** Command builders named as staff speak; each command is taken without Book anyways (or an override of the service rules) unless wrapped in bookAnyway() (overrideRules()). */
type Ids = string | string[];
const list = (ids: Ids) => (Array.isArray(ids) ? ids : [ids]);

const statusChange =
  <T extends Exclude<StatusCommandType, 'CancelReservation'>>(type: T) =>
  (ids: Ids) =>
    ({ type, data: { reservationIds: list(ids), bookAnyway: false } }) as DayCommand<T>;

export const confirmPayment = statusChange('ConfirmPayment');
export const confirm = statusChange('ConfirmReservation');
export const ping = statusChange('PingDiner');
export const pingAnswered = statusChange('RecordPingAnswered');
export const pingUnanswered = statusChange('RecordPingUnanswered');
export const arrive = statusChange('MarkArrived');
export const seat = statusChange('SeatReservation');
export const partiallySeat = statusChange('PartiallySeatReservation');
export const billPaid = statusChange('MarkBillPaid');
export const depart = statusChange('DepartReservation');
export const done = statusChange('MarkDone');
export const noShow = statusChange('MarkNoShow');
export const reject = statusChange('RejectReservation');
export const offer = statusChange('OfferTable');
export const remove = statusChange('RemoveFromWaitlist');
export const reinstate = statusChange('ReinstateReservation');
export const switchToWaitlist = statusChange('SwitchToWaitlist');
export const switchToReservation = statusChange('SwitchToReservation');
export const cancel = (ids: Ids, reason: CancellationReason): DayCommand<'CancelReservation'> => ({
  type: 'CancelReservation',
  data: { reservationIds: list(ids), reason, bookAnyway: false },
});

export const book = (
  reservation: Reservation,
  origin: 'reservation' | 'waitlist' | 'draft' = 'reservation',
): DayCommand<'BookReservation'> => ({
  type: 'BookReservation',
  data: { reservation, origin, bookAnyway: false, overrideRules: false },
});
export const walkIn = (reservation: Reservation, operationEndMinute: number | null = null): DayCommand<'AddWalkIn'> => ({
  type: 'AddWalkIn',
  data: { reservation, operationEndMinute, bookAnyway: false, overrideRules: false },
});
export const edit = (reservationId: string, changes: ReservationChanges): DayCommand<'EditReservation'> => ({
  type: 'EditReservation',
  data: { reservationId, changes, bookAnyway: false, overrideRules: false },
});
export const reassign = (reservationId: string, tableIds: string[]): DayCommand<'ReassignTables'> => ({
  type: 'ReassignTables',
  data: { reservationId, tableIds, bookAnyway: false, overrideRules: false },
});
export const seatAt = (reservationId: string, tableIds: string[]): DayCommand<'SeatAtTables'> => ({
  type: 'SeatAtTables',
  data: { reservationId, tableIds, bookAnyway: false, overrideRules: false },
});
export const exchange = (reservationId: string, otherReservationId: string): DayCommand<'ExchangeTables'> => ({
  type: 'ExchangeTables',
  data: { reservationId, otherReservationId, bookAnyway: false, overrideRules: false },
});
export const moveWithinDay = (reservationId: string, to: { timeMinute?: number; tableIds?: string[] }): DayCommand<'MoveWithinDay'> => ({
  type: 'MoveWithinDay',
  data: { reservationId, ...to, bookAnyway: false, overrideRules: false },
});

/** The same command, answering Table double booked! or a full service with Book anyways. */
export const bookAnyway = <C extends DayCommand & { data: { bookAnyway: boolean } }>(command: C): C => ({
  ...command,
  data: { ...command.data, bookAnyway: true },
});

/** The same command, with staff allowed to override the service rules choosing to. */
export const overrideRules = <C extends DayCommand & { data: { overrideRules: boolean } }>(command: C): C => ({
  ...command,
  data: { ...command.data, overrideRules: true },
});
