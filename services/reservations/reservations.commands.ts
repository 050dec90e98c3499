import { DomainError, type CancellationReason, type OutletClock, type StatusUpdateAction, type TableAction } from '@covers/shared';
import type { OnlineLimits } from '../availability';
import type { Command } from '../eventstore';
import type { DayService } from './service-capacity';
import type { FieldChanges, FloorSnapshot, Reservation, ReservationChanges } from './reservation.types';

/** What every day decision knows of its surroundings, loaded by the application service. */
export interface DayContext {
  /** The outlet's local date and minute now (from metadata.now and the outlet's time zone). */
  clock: OutletClock;
  floor: FloorSnapshot | null;
  /** The day's services with their capacity: bookings are counted against them. */
  services: readonly DayService[];
  /** Minutes into this date that the previous date's services still run past midnight (0: none does). */
  previousNightUntil: number;
}

/** The host's answers to a refusal they may override: Book anyways (a clash, a full service), and the service rules (staff allowed to). */
export interface Overrides {
  bookAnyway: boolean;
  overrideRules: boolean;
}

/** A status change to one booking or a batch, each checked against those before it; `bookAnyway` answers a clash or a full service. */
export interface StatusChange {
  reservationIds: string[];
  bookAnyway: boolean;
}

/** What staff do to a service day, by name, and the data each command carries. */
export interface DayCommands {
  BookReservation: { reservation: Reservation; origin: 'reservation' | 'waitlist' | 'draft' } & Overrides;
  /** A diner's own booking online: it overrides nothing, and its online limits apply too (the slot's covers, seats held offline). */
  BookOnline: { reservation: Reservation; limits: OnlineLimits };
  /** The walk-in's time is now (of its service day); operationEndMinute: the end of that day's last service, null when none is set up. */
  AddWalkIn: { reservation: Reservation; operationEndMinute: number | null } & Overrides;
  EditReservation: { reservationId: string; changes: ReservationChanges; timeMinute?: number; tableIds?: string[] } & Overrides;
  ReassignTables: { reservationId: string; tableIds: string[] } & Overrides;
  /** A party given its tables and seated at them, in one decision: a seating refused moves no table. */
  SeatAtTables: { reservationId: string; tableIds: string[] } & Overrides;
  ExchangeTables: { reservationId: string; otherReservationId: string } & Overrides;
  MoveWithinDay: { reservationId: string; timeMinute?: number; tableIds?: string[] } & Overrides;
  MoveOut: { reservationId: string; toDate: string };
  /** `reservation` is the booking as it will be on the new day; `edited` the fields an edit changed on the way. */
  MoveIn: {
    reservation: Reservation;
    fromDate: string;
    fromTimeMinute: number;
    fromTableIds: string[];
    edited: FieldChanges;
  } & Overrides;
  SetFlags: { reservationId: string; flags: string[] };
  RequestNotification: { reservationId: string; channel: 'sms' | 'email'; template: string };
  ChangeTableState: { tableId: string; action: TableAction; fromMinute: number | null; toMinute: number | null; note: string | null };
  ConfirmPayment: StatusChange;
  ConfirmReservation: StatusChange;
  PingDiner: StatusChange;
  RecordPingAnswered: StatusChange;
  RecordPingUnanswered: StatusChange;
  MarkArrived: StatusChange;
  SeatReservation: StatusChange;
  PartiallySeatReservation: StatusChange;
  MarkBillPaid: StatusChange;
  DepartReservation: StatusChange;
  MarkDone: StatusChange;
  MarkNoShow: StatusChange;
  CancelReservation: StatusChange & { reason: CancellationReason };
  RejectReservation: StatusChange;
  OfferTable: StatusChange;
  RemoveFromWaitlist: StatusChange;
  ReinstateReservation: StatusChange;
  SwitchToWaitlist: StatusChange;
  SwitchToReservation: StatusChange;
}

/** `{ type, data }`: one of the day's commands, or (given a name) that one. */
export type DayCommand<T extends keyof DayCommands = keyof DayCommands> = Command<DayCommands, T>;

/** The status machine's actions (shared/src/reservations) and the command staff give for each. */
export const STATUS_COMMANDS = {
  confirm_payment: 'ConfirmPayment',
  confirm: 'ConfirmReservation',
  ping: 'PingDiner',
  ping_answered: 'RecordPingAnswered',
  ping_unanswered: 'RecordPingUnanswered',
  arrive: 'MarkArrived',
  seat: 'SeatReservation',
  partially_seat: 'PartiallySeatReservation',
  bill_paid: 'MarkBillPaid',
  depart: 'DepartReservation',
  done: 'MarkDone',
  no_show: 'MarkNoShow',
  cancel: 'CancelReservation',
  reject: 'RejectReservation',
  offer: 'OfferTable',
  remove: 'RemoveFromWaitlist',
  reinstate: 'ReinstateReservation',
  switch_to_waitlist: 'SwitchToWaitlist',
  switch_to_reservation: 'SwitchToReservation',
} as const satisfies Record<StatusUpdateAction, keyof DayCommands>;

export type StatusCommandType = (typeof STATUS_COMMANDS)[StatusUpdateAction];
export type StatusCommand = DayCommand<StatusCommandType>;

/** The API's status `action` as its command; a cancellation needs one of the reasons. */
export function statusCommand(
  action: StatusUpdateAction,
  reservationIds: string[],
  reason: CancellationReason | null,
  bookAnyway: boolean,
): StatusCommand {
  if (action !== 'cancel') return { type: STATUS_COMMANDS[action], data: { reservationIds, bookAnyway } };
  if (!reason) throw new DomainError('VALIDATION_FAILED', { reason: 'reservations.cancellationReasonRequired' });
  return { type: 'CancelReservation', data: { reservationIds, reason, bookAnyway } };
}
