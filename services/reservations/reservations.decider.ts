import { DomainError, effectiveStatus, nextStatus, nextTableState, type ReservationStatusEvent } from '@covers/shared';
import type { Decider, EventMetadata } from '../eventstore';
import type { ReservationDayCommand } from './reservations.commands';
import type { ReservationDayEvent } from './reservations.events';
import { evolveDay, initialDay, type ReservationDay } from './reservations.state';
import { guardCapacity, type CapacityOverride } from './service-capacity';
import { checkTables, holdsTables } from './table-assignment';
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

const recorded = (capacity: CapacityOverride | null) => (capacity ? { capacity_override: capacity } : {});

const requireMove = (r: Reservation, clock: ReservationDayCommand['clock']) => shownAndNext(r, { type: 'move' }, clock);

export function decideDay(command: ReservationDayCommand, day: ReservationDay, metadata: EventMetadata): ReservationDayEvent[] {
  const { clock, floor, services } = command;
  switch (command.type) {
    case 'BookReservation': {
      const r = command.reservation;
      const overrides = checkTables(day, r, { floor, bookAnyway: command.bookAnyway, clock });
      const capacity = guardCapacity(day, services, r, command.bookAnyway);
      return [{ type: 'ReservationBooked', data: { reservation: r, origin: command.origin, overrides, ...recorded(capacity) } }];
    }
    case 'AddWalkIn': {
      if (command.operationEndMinute !== null && command.reservation.time_minute >= command.operationEndMinute) throw new DomainError('WALK_IN_AFTER_END');
      const r = command.reservation;
      const overrides = checkTables(day, r, { floor, bookAnyway: command.bookAnyway, clock });
      return [{ type: 'ReservationBooked', data: { reservation: r, origin: 'walk_in', overrides } }];
    }
    case 'EditReservation': {
      const r = find(day, command.reservationId);
      const { before, after } = diffChanges(r, command.changes);
      const moving =
        (command.timeMinute !== undefined && command.timeMinute !== r.time_minute) ||
        (command.tableIds !== undefined && command.tableIds.join(',') !== r.table_ids.join(','));
      const resized = 'adults' in after || 'children' in after || 'duration_minutes' in after;
      const events: ReservationDayEvent[] = [];
      if (Object.keys(after).length > 0) events.push({ type: 'ReservationEdited', data: { reservation_id: r.reservation_id, before, after } });
      if (moving) requireMove(r, clock);
      if (moving || resized) {
        const candidate: Reservation = { ...r, ...after, time_minute: command.timeMinute ?? r.time_minute, table_ids: command.tableIds ?? r.table_ids };
        const overrides = checkTables(day, candidate, { floor, bookAnyway: command.bookAnyway, clock });
        const capacity = guardCapacity(day, services, candidate, command.bookAnyway);
        if (moving) {
          events.push({
            type: 'ReservationTablesAssigned',
            data: {
              reservation_id: r.reservation_id,
              via: 'edit_transaction',
              before: { time_minute: r.time_minute, table_ids: r.table_ids },
              after: { time_minute: candidate.time_minute, table_ids: candidate.table_ids },
              overrides,
              ...recorded(capacity),
            },
          });
        }
      }
      return events;
    }
    case 'ChangeReservationStatus':
      return command.reservationIds.flatMap((id): ReservationDayEvent[] => {
        const r = find(day, id);
        const event = (command.action === 'cancel' ? { type: 'cancel', reason: command.reason ?? '' } : { type: command.action }) as ReservationStatusEvent;
        const { shown, next } = shownAndNext(r, event, clock);
        if (next === 'Seated' || next === 'PartiallySeated') {
          checkTables(day, { ...r, status: next }, { floor: null, bookAnyway: true, clock });
        } else if (!holdsTables(r.status) && holdsTables(next)) {
          checkTables(day, { ...r, status: next }, { floor: null, bookAnyway: false, clock });
        }
        const changed: ReservationDayEvent = {
          type: 'ReservationStatusChanged',
          data: { reservation_id: id, action: command.action, from: r.status, to: next, shown_as: shown, reason: command.action === 'cancel' ? command.reason : null, at: metadata.now },
        };
        if (command.action !== 'ping') return [changed];
        // Spec §9: a ping calls first and texts if unanswered; the messaging context sends it from the outbox.
        return [changed, { type: 'ReservationNotificationRequested', data: { reservation_id: id, channel: 'call_then_sms', template: 'ping', phone: r.phone, email: r.email } }];
      });
    case 'ReassignTables':
    case 'MoveWithinDay': {
      const r = find(day, command.reservationId);
      requireMove(r, clock);
      const tableIds = command.tableIds ?? r.table_ids;
      const timeMinute = command.type === 'MoveWithinDay' ? (command.timeMinute ?? r.time_minute) : r.time_minute;
      const candidate = { ...r, table_ids: tableIds, time_minute: timeMinute };
      const overrides = checkTables(day, candidate, { floor, bookAnyway: command.bookAnyway, clock });
      const capacity = command.type === 'MoveWithinDay' ? guardCapacity(day, services, candidate, command.bookAnyway) : null;
      return [
        {
          type: 'ReservationTablesAssigned',
          data: {
            reservation_id: r.reservation_id,
            via: command.type === 'ReassignTables' ? 'reassign_table' : 'move_reservation',
            before: { time_minute: r.time_minute, table_ids: r.table_ids },
            after: { time_minute: timeMinute, table_ids: tableIds },
            overrides,
            ...recorded(capacity),
          },
        },
      ];
    }
    case 'ExchangeTables': {
      const a = find(day, command.reservationId);
      const b = find(day, command.otherReservationId);
      requireMove(a, clock);
      requireMove(b, clock);
      const ignore = [a.reservation_id, b.reservation_id];
      checkTables(day, { ...a, table_ids: b.table_ids }, { floor, bookAnyway: false, clock, ignore });
      checkTables(day, { ...b, table_ids: a.table_ids }, { floor, bookAnyway: false, clock, ignore });
      const swap = (x: Reservation, y: Reservation): ReservationDayEvent => ({
        type: 'ReservationTablesAssigned',
        data: {
          reservation_id: x.reservation_id,
          via: 'exchange_table',
          before: { time_minute: x.time_minute, table_ids: x.table_ids },
          after: { time_minute: x.time_minute, table_ids: y.table_ids },
          overrides: [],
        },
      });
      return [swap(a, b), swap(b, a)];
    }
    case 'MoveOut': {
      const r = find(day, command.reservationId);
      requireMove(r, clock);
      return [{ type: 'ReservationMovedOut', data: { reservation_id: r.reservation_id, to_date: command.toDate } }];
    }
    case 'MoveIn': {
      const r = command.reservation;
      const overrides = checkTables(day, r, { floor, bookAnyway: command.bookAnyway, clock });
      const capacity = guardCapacity(day, services, r, command.bookAnyway);
      return [
        {
          type: 'ReservationMovedIn',
          data: { reservation: r, from_date: command.fromDate, from_time_minute: command.fromTimeMinute, from_table_ids: command.fromTableIds, edited: command.edited, overrides, ...recorded(capacity) },
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
