import type {
  CancellationReason,
  RefusalReason,
  ReservationAction,
  ReservationStatus,
  StoredStatus,
  TableAction,
  TableState,
} from '@covers/shared';
import type { DomainEvent } from '../eventstore';
import type { FieldChanges, Reservation, ReservationChanges } from './reservation.types';

/** A capacity limit the host chose to exceed ("Book anyways"), kept for the audit trail. */
export interface CapacityOverride {
  service_id: string;
  reason: RefusalReason;
}

/** The rules of a service a staff booking may break only by an explicit override (the availability engine's reasons). */
export type ServiceRuleReason = Extract<
  RefusalReason,
  'outsideServices' | 'childrenNotAllowed' | 'partySizeOutOfRange' | 'tableNotBookable'
>;

/** Service rules a booking was made against, recorded on its event and in the audit trail. */
export interface RulesOverride {
  service_id: string | null;
  reasons: ServiceRuleReason[];
}

/** Bookings whose tables a "Book anyways" overrode, kept for the audit trail. */
export interface Override {
  reservation_id: string;
  table_ids: string[];
}

export type ReservationDayEvent =
  | DomainEvent<
      'ReservationBooked',
      {
        reservation: Reservation;
        origin: 'reservation' | 'walk_in' | 'waitlist' | 'draft' | 'online';
        overrides: Override[];
        capacity_override?: CapacityOverride;
        rules_override?: RulesOverride;
      }
    >
  /** A resize that clashed or exceeded the service, booked anyway, carries what it overrode. */
  | DomainEvent<
      'ReservationEdited',
      {
        reservation_id: string;
        before: ReservationChanges;
        after: ReservationChanges;
        overrides?: Override[];
        capacity_override?: CapacityOverride;
        rules_override?: RulesOverride;
      }
    >
  /** A change that brought the booking back onto tables or covers, booked anyway, carries what it overrode. */
  | DomainEvent<
      'ReservationStatusChanged',
      {
        reservation_id: string;
        action: ReservationAction;
        from: StoredStatus;
        to: StoredStatus;
        shown_as: ReservationStatus;
        reason: CancellationReason | null;
        at: string;
        overrides?: Override[];
        capacity_override?: CapacityOverride;
        rules_override?: RulesOverride;
      }
    >
  | DomainEvent<
      'ReservationTablesAssigned',
      {
        reservation_id: string;
        via: 'reassign_table' | 'exchange_table' | 'move_reservation' | 'edit_transaction';
        before: { time_minute: number; table_ids: string[] };
        after: { time_minute: number; table_ids: string[] };
        overrides: Override[];
        capacity_override?: CapacityOverride;
        rules_override?: RulesOverride;
      }
    >
  | DomainEvent<
      'ReservationMovedIn',
      {
        reservation: Reservation;
        from_date: string;
        from_time_minute: number;
        from_table_ids: string[];
        edited: FieldChanges;
        overrides: Override[];
        capacity_override?: CapacityOverride;
        rules_override?: RulesOverride;
      }
    >
  | DomainEvent<'ReservationMovedOut', { reservation_id: string; to_date: string }>
  /** No longer written (a move across days now commits both days at once); kept so older histories replay. */
  | DomainEvent<'ReservationMoveUndone', { reservation_id: string; restore: Reservation }>
  | DomainEvent<'ReservationFlagsSet', { reservation_id: string; before: string[]; after: string[] }>
  | DomainEvent<
      'ReservationNotificationRequested',
      { reservation_id: string; channel: 'sms' | 'email' | 'call_then_sms'; template: string; phone: string | null; email: string | null }
    >
  | DomainEvent<
      'ReservationsImported',
      { reservations: Partial<Reservation>[]; overrides: Override[]; capacity_overrides?: Record<string, CapacityOverride> }
    >
  | DomainEvent<
      'TableStateChanged',
      {
        table_id: string;
        action: TableAction;
        from: TableState;
        to: TableState;
        from_minute: number | null;
        to_minute: number | null;
        note: string | null;
      }
    >;

export const RESERVATION_DAY_EVENT_TYPES: ReservationDayEvent['type'][] = [
  'ReservationBooked',
  'ReservationEdited',
  'ReservationStatusChanged',
  'ReservationTablesAssigned',
  'ReservationMovedIn',
  'ReservationMovedOut',
  'ReservationMoveUndone',
  'ReservationFlagsSet',
  'ReservationNotificationRequested',
  'ReservationsImported',
  'TableStateChanged',
];
