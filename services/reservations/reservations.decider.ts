import { DomainError, effectiveStatus, nextStatus, nextTableState, type ReservationStatusEvent } from '@covers/shared';
import type { Decider, EventMetadata } from '../eventstore';
import { admit, overridden } from './admission';
import type { ReservationDayCommand } from './reservations.commands';
import type { ReservationDayEvent } from './reservations.events';
import { evolveDay, initialDay, type ReservationDay } from './reservations.state';
import { diffChanges, type Reservation } from './reservation.types';

function find(day: ReservationDay, id: string): Reservation {
  const reservation = day.reservations.get(id);
  if (!reservation) throw new DomainError('RESERVATION_NOT_FOUND', {}, { reservation_id: id });
  return reservation;
}

/** The status the booking shows now, and the refusal when the machine does not allow `event` from it. */
function shownAndNext(r: Reservation, event: ReservationStatusEvent, clock: ReservationDayCommand['clock']) {
  const shown = effectiveStatus({ status: r.status, date: r.date, timeMinute: r.time_minute, durationMinutes: r.duration_minutes }, clock);
  const next = nextStatus(shown, event);
  if (!next || next === 'Late' || next === 'Overstayed') {
    throw new DomainError('STATUS_CANNOT_BE_UPDATED', {}, { reservation_id: r.reservation_id, status: shown, action: event.type });
  }
  return { shown, next };
}

const requireMove = (r: Reservation, clock: ReservationDayCommand['clock']) => shownAndNext(r, { type: 'move' }, clock);

/** A copy to fold a batch's own decisions into, so each booking of the batch is checked against those before it. */
const workingCopy = (day: ReservationDay): ReservationDay => ({ reservations: new Map(day.reservations), tables: day.tables });

type TablesAssigned = Extract<ReservationDayEvent, { type: 'ReservationTablesAssigned' }>['data'];

/** A booking's tables or time changed, with what admitting the change overrode. */
function tablesAssigned(
  via: TablesAssigned['via'],
  from: Pick<Reservation, 'reservation_id' | 'time_minute' | 'table_ids'>,
  to: Pick<Reservation, 'time_minute' | 'table_ids'>,
  admission: Pick<TablesAssigned, 'overrides' | 'capacity_override'>,
): ReservationDayEvent {
  return {
    type: 'ReservationTablesAssigned',
    data: {
      reservation_id: from.reservation_id,
      via,
      before: { time_minute: from.time_minute, table_ids: from.table_ids },
      after: { time_minute: to.time_minute, table_ids: to.table_ids },
      ...admission,
    },
  };
}

export function decideDay(command: ReservationDayCommand, day: ReservationDay, metadata: EventMetadata): ReservationDayEvent[] {
  const { clock, floor, services } = command;
  const context = (bookAnyway: boolean) => ({ floor, clock, services, bookAnyway });
  switch (command.type) {
    case 'BookReservation': {
      const r = command.reservation;
      return [{ type: 'ReservationBooked', data: { reservation: r, origin: command.origin, ...admit(day, r, null, context(command.bookAnyway)) } }];
    }
    case 'AddWalkIn': {
      if (command.operationEndMinute !== null && command.reservation.time_minute >= command.operationEndMinute) throw new DomainError('WALK_IN_AFTER_END');
      const r = command.reservation;
      return [{ type: 'ReservationBooked', data: { reservation: r, origin: 'walk_in', ...admit(day, r, null, context(command.bookAnyway)) } }];
    }
    case 'EditReservation': {
      const r = find(day, command.reservationId);
      const { before, after } = diffChanges(r, command.changes);
      const moving =
        (command.timeMinute !== undefined && command.timeMinute !== r.time_minute) ||
        (command.tableIds !== undefined && command.tableIds.join(',') !== r.table_ids.join(','));
      if (moving) requireMove(r, clock);
      const candidate: Reservation = { ...r, ...after, time_minute: command.timeMinute ?? r.time_minute, table_ids: command.tableIds ?? r.table_ids };
      const admission = admit(day, candidate, r, context(command.bookAnyway));
      const events: ReservationDayEvent[] = [];
      if (Object.keys(after).length > 0) {
        events.push({ type: 'ReservationEdited', data: { reservation_id: r.reservation_id, before, after, ...(moving ? {} : overridden(admission)) } });
      }
      if (moving) {
        events.push(tablesAssigned('edit_transaction', r, candidate, admission));
      }
      return events;
    }
    case 'ChangeReservationStatus': {
      const working = workingCopy(day);
      return command.reservationIds.flatMap((id): ReservationDayEvent[] => {
        const r = find(working, id);
        const event = (command.action === 'cancel' ? { type: 'cancel', reason: command.reason ?? '' } : { type: command.action }) as ReservationStatusEvent;
        const { shown, next } = shownAndNext(r, event, clock);
        const admission = admit(working, { ...r, status: next }, r, { ...context(command.bookAnyway), floor: null });
        const changed: ReservationDayEvent = {
          type: 'ReservationStatusChanged',
          data: {
            reservation_id: id,
            action: command.action,
            from: r.status,
            to: next,
            shown_as: shown,
            reason: command.action === 'cancel' ? command.reason : null,
            at: metadata.now,
            ...overridden(admission),
          },
        };
        evolveDay(working, changed);
        if (command.action !== 'ping') return [changed];
        // Spec §9: a ping calls first and texts if unanswered; the messaging context sends it from the outbox.
        return [changed, { type: 'ReservationNotificationRequested', data: { reservation_id: id, channel: 'call_then_sms', template: 'ping', phone: r.phone, email: r.email } }];
      });
    }
    case 'ReassignTables':
    case 'MoveWithinDay': {
      const r = find(day, command.reservationId);
      requireMove(r, clock);
      const tableIds = command.tableIds ?? r.table_ids;
      const timeMinute = command.type === 'MoveWithinDay' ? (command.timeMinute ?? r.time_minute) : r.time_minute;
      const candidate = { ...r, table_ids: tableIds, time_minute: timeMinute };
      return [
        tablesAssigned(command.type === 'ReassignTables' ? 'reassign_table' : 'move_reservation', r, { time_minute: timeMinute, table_ids: tableIds }, admit(day, candidate, r, context(command.bookAnyway))),
      ];
    }
    case 'ExchangeTables': {
      const a = find(day, command.reservationId);
      const b = find(day, command.otherReservationId);
      requireMove(a, clock);
      requireMove(b, clock);
      const exchange = { ...context(command.bookAnyway), ignore: [a.reservation_id, b.reservation_id] };
      const swap = (x: Reservation, y: Reservation) =>
        tablesAssigned('exchange_table', x, { time_minute: x.time_minute, table_ids: y.table_ids }, admit(day, { ...x, table_ids: y.table_ids }, x, exchange));
      return [swap(a, b), swap(b, a)];
    }
    case 'MoveOut': {
      const r = find(day, command.reservationId);
      requireMove(r, clock);
      return [{ type: 'ReservationMovedOut', data: { reservation_id: r.reservation_id, to_date: command.toDate } }];
    }
    case 'MoveIn': {
      const r = command.reservation;
      return [
        {
          type: 'ReservationMovedIn',
          data: { reservation: r, from_date: command.fromDate, from_time_minute: command.fromTimeMinute, from_table_ids: command.fromTableIds, edited: command.edited, ...admit(day, r, null, context(command.bookAnyway)) },
        },
      ];
    }
    case 'SetFlags': {
      const r = find(day, command.reservationId);
      const flags = [...new Set(command.flags)];
      if (flags.join(',') === r.flags.join(',')) return [];
      return [{ type: 'ReservationFlagsSet', data: { reservation_id: r.reservation_id, before: r.flags, after: flags } }];
    }
    case 'RequestNotification': {
      const r = find(day, command.reservationId);
      return [
        {
          type: 'ReservationNotificationRequested',
          data: { reservation_id: r.reservation_id, channel: command.channel, template: command.template, phone: r.phone, email: r.email },
        },
      ];
    }
    case 'ChangeTableState': {
      if (floor && !floor.tables.has(command.tableId)) throw new DomainError('TABLE_UNKNOWN', { table_id: 'reservations.tableUnknown' });
      const from = day.tables.get(command.tableId)?.state ?? 'Free';
      const to = nextTableState(from, command.action);
      if (!to) throw new DomainError('TABLE_STATE_CANNOT_CHANGE', {}, { table_id: command.tableId, state: from, action: command.action });
      const locking = command.action === 'lock_table';
      return [
        {
          type: 'TableStateChanged',
          data: {
            table_id: command.tableId,
            action: command.action,
            from,
            to,
            from_minute: locking ? command.fromMinute : null,
            to_minute: locking ? command.toMinute : null,
            note: command.note,
          },
        },
      ];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown reservation day command ${(unhandled as ReservationDayCommand).type}`);
    }
  }
}

export const reservationDayDecider: Decider<ReservationDay, ReservationDayCommand, ReservationDayEvent> = {
  initialState: initialDay,
  decide: decideDay,
  evolve: evolveDay,
};
