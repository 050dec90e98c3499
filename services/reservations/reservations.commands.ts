import type { CancellationReason, OutletClock, StatusUpdateAction, TableAction } from '@covers/shared';
import type { DayService } from './service-capacity';
import type { FieldChanges, FloorSnapshot, Reservation, ReservationChanges } from './reservation.types';

/** What every day command knows of its surroundings, loaded by the application service. */
export interface DayContext {
  /** The outlet's local date and minute now (from metadata.now and the outlet's time zone). */
  clock: OutletClock;
  floor: FloorSnapshot | null;
  /** The day's services with their capacity: bookings are counted against them. */
  services: readonly DayService[];
}

export type DayCommandBody =
  | { type: 'BookReservation'; reservation: Reservation; origin: 'reservation' | 'waitlist' | 'draft'; bookAnyway: boolean }
  /** The walk-in's time is now (of its service day); operationEndMinute: the end of that day's last service, null when none is set up. */
  | { type: 'AddWalkIn'; reservation: Reservation; operationEndMinute: number | null; bookAnyway: boolean }
  | { type: 'EditReservation'; reservationId: string; changes: ReservationChanges; timeMinute?: number; tableIds?: string[]; bookAnyway: boolean }
  | { type: 'ChangeReservationStatus'; reservationIds: string[]; action: StatusUpdateAction; reason: CancellationReason | null; bookAnyway: boolean }
  | { type: 'ReassignTables'; reservationId: string; tableIds: string[]; bookAnyway: boolean }
  | { type: 'ExchangeTables'; reservationId: string; otherReservationId: string; bookAnyway: boolean }
  | { type: 'MoveWithinDay'; reservationId: string; timeMinute?: number; tableIds?: string[]; bookAnyway: boolean }
  | { type: 'MoveOut'; reservationId: string; toDate: string }
  /** `reservation` is the booking as it will be on the new day; `edited` the fields an edit changed on the way. */
  | { type: 'MoveIn'; reservation: Reservation; fromDate: string; fromTimeMinute: number; fromTableIds: string[]; edited: FieldChanges; bookAnyway: boolean }
  | { type: 'SetFlags'; reservationId: string; flags: string[] }
  | { type: 'RequestNotification'; reservationId: string; channel: 'sms' | 'email'; template: string }
  | { type: 'ChangeTableState'; tableId: string; action: TableAction; fromMinute: number | null; toMinute: number | null; note: string | null };

export type ReservationDayCommand = DayContext & DayCommandBody;
