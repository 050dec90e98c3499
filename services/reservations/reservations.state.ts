import type { TableState } from '@covers/shared';
import type { Folding } from '../eventstore';
import type { ReservationDayEvent } from './reservations.events';
import { withNulls, type Reservation } from './reservation.types';

export interface TableDayState {
  state: TableState;
  from_minute: number | null;
  to_minute: number | null;
}

/** One service day of one outlet: its bookings and its tables' locks and cleaning. */
export interface ReservationDay {
  reservations: Map<string, Reservation>;
  tables: Map<string, TableDayState>;
}

export const initialDay = (): ReservationDay => ({ reservations: new Map(), tables: new Map() });

/** A day folding changes in place may start from: its bookings are replaced, never changed, when one changes. */
export const copyOfDay = (day: ReservationDay): ReservationDay => ({
  reservations: new Map(day.reservations),
  tables: new Map(day.tables),
});

/** A day as kept folded between decisions, sized by its bookings. */
export const dayFolding: Folding<ReservationDay> = {
  initialState: initialDay,
  evolve: evolveDay,
  copy: copyOfDay,
  size: (day) => day.reservations.size,
};

/** Folds one event in. The state is private to one fold, so it is updated in place. */
export function evolveDay(day: ReservationDay, event: ReservationDayEvent): ReservationDay {
  const update = (id: string, change: (r: Reservation) => Partial<Reservation>) => {
    const current = day.reservations.get(id);
    if (current) day.reservations.set(id, { ...current, ...change(current) });
  };
  switch (event.type) {
    case 'ReservationBooked':
    case 'ReservationMovedIn':
      day.reservations.set(event.data.reservation.reservation_id, event.data.reservation);
      return day;
    case 'ReservationsImported':
      for (const compact of event.data.reservations) {
        const r = withNulls(compact);
        day.reservations.set(r.reservation_id, r);
      }
      return day;
    case 'ReservationEdited':
      update(event.data.reservation_id, () => event.data.after);
      return day;
    case 'ReservationStatusChanged':
      update(event.data.reservation_id, (r) => ({
        status: event.data.to,
        ...(event.data.to === 'Seated' || event.data.to === 'PartiallySeated' ? { seated_at: r.seated_at ?? event.data.at } : {}),
        ...(event.data.action === 'confirm_payment' ? { deposit_status: 'paid' as const } : {}),
      }));
      return day;
    case 'ReservationTablesAssigned':
      update(event.data.reservation_id, () => event.data.after);
      return day;
    case 'ReservationMovedOut':
    case 'ReservationMoveUndone':
      day.reservations.delete(event.data.reservation_id);
      return day;
    case 'ReservationFlagsSet':
      update(event.data.reservation_id, () => ({ flags: event.data.after }));
      return day;
    case 'ReservationNotificationRequested':
      return day;
    case 'TableStateChanged':
      day.tables.set(event.data.table_id, { state: event.data.to, from_minute: event.data.from_minute, to_minute: event.data.to_minute });
      return day;
    default: {
      const unhandled: never = event;
      throw new Error(`Unknown reservation day event ${(unhandled as ReservationDayEvent).type}`);
    }
  }
}
