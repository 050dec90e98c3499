import {
  DomainError,
  effectiveStatus,
  nextStatus,
  nextTableState,
  STATUS_UPDATE_ACTIONS,
  type ReservationStatusEvent,
  type StatusUpdateAction,
} from '@covers/shared';
import type { Decider, EventMetadata } from '../eventstore';
import { admit, overridden } from './admission';
import {
  STATUS_COMMANDS,
  type DayCommand,
  type DayCommands,
  type DayContext,
  type Overrides,
  type StatusChange,
  type StatusCommandType,
} from './reservations.commands';
import type { ReservationDayEvent } from './reservations.events';
import { copyOfDay, dayFolding, evolveDay, initialDay, type ReservationDay } from './reservations.state';
import { checkOnlineCapacity, dayLoads } from './service-capacity';
import { requireServiceDay } from './service-day';
import { diffChanges, type Reservation } from './reservation.types';

/** One command's decision: its data against the day as it stands. */
type Decision<K extends keyof DayCommands> = (
  data: DayCommands[K],
  day: ReservationDay,
  context: DayContext,
  metadata: EventMetadata,
) => ReservationDayEvent[];

function find(day: ReservationDay, id: string): Reservation {
  const reservation = day.reservations.get(id);
  if (!reservation) throw new DomainError('RESERVATION_NOT_FOUND', {}, { reservation_id: id });
  return reservation;
}

/** The status the booking shows now, and the refusal when the machine does not allow `event` from it. */
function shownAndNext(r: Reservation, event: ReservationStatusEvent, clock: DayContext['clock']) {
  const shown = effectiveStatus({ status: r.status, date: r.date, timeMinute: r.time_minute, durationMinutes: r.duration_minutes }, clock);
  const next = nextStatus(shown, event);
  if (!next || next === 'Late' || next === 'Overstayed') {
    throw new DomainError('STATUS_CANNOT_BE_UPDATED', {}, { reservation_id: r.reservation_id, status: shown, action: event.type });
  }
  return { shown, next };
}

const requireMove = (r: Reservation, clock: DayContext['clock']) => shownAndNext(r, { type: 'move' }, clock);

const admitting = (context: DayContext, { bookAnyway, overrideRules }: Overrides) => ({ ...context, bookAnyway, overrideRules });

type TablesAssigned = Extract<ReservationDayEvent, { type: 'ReservationTablesAssigned' }>['data'];

/** A booking's tables or time changed, with what admitting the change overrode. */
function tablesAssigned(
  via: TablesAssigned['via'],
  from: Pick<Reservation, 'reservation_id' | 'time_minute' | 'table_ids'>,
  to: Pick<Reservation, 'time_minute' | 'table_ids'>,
  admission: Pick<TablesAssigned, 'overrides' | 'capacity_override' | 'rules_override'>,
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

const book: Decision<'BookReservation'> = (data, day, context) => [
  {
    type: 'ReservationBooked',
    data: { reservation: data.reservation, origin: data.origin, ...admit(day, data.reservation, null, admitting(context, data)) },
  },
];

/** A form sent twice carries the same booking id: the second makes no booking. Any refusal is the diner's "no longer available". */
const bookOnline: Decision<'BookOnline'> = ({ reservation, limits }, day, context) => {
  if (day.reservations.has(reservation.reservation_id)) return [];
  const admission = admit(day, reservation, null, admitting(context, { bookAnyway: false, overrideRules: false }));
  checkOnlineCapacity(dayLoads(day, context.services), context.services, reservation, limits);
  return [{ type: 'ReservationBooked', data: { reservation, origin: 'online', ...admission } }];
};

const addWalkIn: Decision<'AddWalkIn'> = (data, day, context) => {
  const { reservation, operationEndMinute } = data;
  if (operationEndMinute !== null && reservation.time_minute >= operationEndMinute) throw new DomainError('WALK_IN_AFTER_END');
  return [
    {
      type: 'ReservationBooked',
      data: { reservation, origin: 'walk_in', ...admit(day, reservation, null, { ...admitting(context, data), anyTime: true }) },
    },
  ];
};

const edit: Decision<'EditReservation'> = (data, day, context) => {
  const r = find(day, data.reservationId);
  const { before, after } = diffChanges(r, data.changes);
  const moving =
    (data.timeMinute !== undefined && data.timeMinute !== r.time_minute) ||
    (data.tableIds !== undefined && data.tableIds.join(',') !== r.table_ids.join(','));
  if (moving) requireMove(r, context.clock);
  const candidate: Reservation = { ...r, ...after, time_minute: data.timeMinute ?? r.time_minute, table_ids: data.tableIds ?? r.table_ids };
  const admission = admit(day, candidate, r, admitting(context, data));
  const events: ReservationDayEvent[] = [];
  if (Object.keys(after).length > 0) {
    events.push({
      type: 'ReservationEdited',
      data: { reservation_id: r.reservation_id, before, after, ...(moving ? {} : overridden(admission)) },
    });
  }
  if (moving) events.push(tablesAssigned('edit_transaction', r, candidate, admission));
  return events;
};

/** Seat, depart, cancel...: the status machine's `action` on each booking of the batch, in turn. */
const changeStatus =
  (action: StatusUpdateAction): Decision<StatusCommandType> =>
  (data: StatusChange & { reason?: DayCommands['CancelReservation']['reason'] }, day, context, metadata) => {
    const working = copyOfDay(day);
    const reason = action === 'cancel' ? (data.reason ?? null) : null;
    const event = (action === 'cancel' ? { type: 'cancel', reason: reason ?? '' } : { type: action }) as ReservationStatusEvent;
    return data.reservationIds.flatMap((id): ReservationDayEvent[] => {
      const r = find(working, id);
      const { shown, next } = shownAndNext(r, event, context.clock);
      requireServiceDay(r, action, shown, context);
      const admission = admit(working, { ...r, status: next }, r, {
        ...admitting(context, { bookAnyway: data.bookAnyway, overrideRules: false }),
        floor: null,
      });
      const changed: ReservationDayEvent = {
        type: 'ReservationStatusChanged',
        data: { reservation_id: id, action, from: r.status, to: next, shown_as: shown, reason, at: metadata.now, ...overridden(admission) },
      };
      if (action === 'ping') requireContact(r, 'call_then_sms');
      evolveDay(working, changed);
      if (action !== 'ping') return [changed];
      // Spec §9: a ping calls first and texts if unanswered; the messaging context sends it from the outbox.
      return [
        changed,
        {
          type: 'ReservationNotificationRequested',
          data: { reservation_id: id, channel: 'call_then_sms', template: 'ping', phone: r.phone, email: r.email },
        },
      ];
    });
  };

const statusChanges = Object.fromEntries(STATUS_UPDATE_ACTIONS.map((action) => [STATUS_COMMANDS[action], changeStatus(action)])) as {
  [K in StatusCommandType]: Decision<K>;
};

/** The booking's tables (and, moving, its time) changed within the day. */
const reassignOrMove =
  (via: 'reassign_table' | 'move_reservation'): Decision<'ReassignTables' | 'MoveWithinDay'> =>
  (data: { reservationId: string; timeMinute?: number; tableIds?: string[] } & Overrides, day, context) => {
    const r = find(day, data.reservationId);
    requireMove(r, context.clock);
    const to = { time_minute: data.timeMinute ?? r.time_minute, table_ids: data.tableIds ?? r.table_ids };
    return [tablesAssigned(via, r, to, admit(day, { ...r, ...to }, r, admitting(context, data)))];
  };

/** The tables, then the seating, decided on the day with the tables already given. */
const seatAtTables: Decision<'SeatAtTables'> = (data, day, context, metadata) => {
  const given = decisions.ReassignTables(data, day, context, metadata);
  const seat = { reservationIds: [data.reservationId], bookAnyway: data.bookAnyway };
  return [...given, ...decisions.SeatReservation(seat, given.reduce(evolveDay, copyOfDay(day)), context, metadata)];
};

const exchange: Decision<'ExchangeTables'> = (data, day, context) => {
  const a = find(day, data.reservationId);
  const b = find(day, data.otherReservationId);
  requireMove(a, context.clock);
  requireMove(b, context.clock);
  const both = { ...admitting(context, data), ignore: [a.reservation_id, b.reservation_id] };
  const swap = (x: Reservation, y: Reservation) =>
    tablesAssigned(
      'exchange_table',
      x,
      { time_minute: x.time_minute, table_ids: y.table_ids },
      admit(day, { ...x, table_ids: y.table_ids }, x, both),
    );
  return [swap(a, b), swap(b, a)];
};

const moveOut: Decision<'MoveOut'> = (data, day, context) => {
  const r = find(day, data.reservationId);
  requireMove(r, context.clock);
  return [{ type: 'ReservationMovedOut', data: { reservation_id: r.reservation_id, to_date: data.toDate } }];
};

const moveIn: Decision<'MoveIn'> = (data, day, context) => {
  const { reservation, fromDate, fromTimeMinute, fromTableIds, edited } = data;
  return [
    {
      type: 'ReservationMovedIn',
      data: {
        reservation,
        from_date: fromDate,
        from_time_minute: fromTimeMinute,
        from_table_ids: fromTableIds,
        edited,
        ...admit(day, reservation, null, admitting(context, data)),
      },
    },
  ];
};

const setFlags: Decision<'SetFlags'> = (data, day) => {
  const r = find(day, data.reservationId);
  const flags = [...new Set(data.flags)];
  if (flags.join(',') === r.flags.join(',')) return [];
  return [{ type: 'ReservationFlagsSet', data: { reservation_id: r.reservation_id, before: r.flags, after: flags } }];
};

/** A message needs somewhere to go: a refusal names what the booking lacks, rather than a message that never leaves. */
function requireContact(r: Reservation, channel: 'sms' | 'email' | 'call_then_sms'): void {
  if (channel === 'email' ? !r.email : !r.phone) throw new DomainError(channel === 'email' ? 'MESSAGING_NO_EMAIL' : 'MESSAGING_NO_PHONE');
}

const requestNotification: Decision<'RequestNotification'> = (data, day) => {
  const r = find(day, data.reservationId);
  requireContact(r, data.channel);
  return [
    {
      type: 'ReservationNotificationRequested',
      data: { reservation_id: r.reservation_id, channel: data.channel, template: data.template, phone: r.phone, email: r.email },
    },
  ];
};

/** Lock / unlock a table, mark it for cleaning or cleaned, following the table machine. */
const changeTableState: Decision<'ChangeTableState'> = (data, day, context) => {
  if (context.floor && !context.floor.tables.has(data.tableId))
    throw new DomainError('TABLE_UNKNOWN', { table_id: 'reservations.tableUnknown' });
  const from = day.tables.get(data.tableId)?.state ?? 'Free';
  const to = nextTableState(from, data.action);
  if (!to) throw new DomainError('TABLE_STATE_CANNOT_CHANGE', {}, { table_id: data.tableId, state: from, action: data.action });
  const locking = data.action === 'lock_table';
  return [
    {
      type: 'TableStateChanged',
      data: {
        table_id: data.tableId,
        action: data.action,
        from,
        to,
        from_minute: locking ? data.fromMinute : null,
        to_minute: locking ? data.toMinute : null,
        note: data.note,
      },
    },
  ];
};

const decisions: { [K in keyof DayCommands]: Decision<K> } = {
  BookReservation: book,
  BookOnline: bookOnline,
  AddWalkIn: addWalkIn,
  EditReservation: edit,
  ReassignTables: reassignOrMove('reassign_table'),
  SeatAtTables: seatAtTables,
  ExchangeTables: exchange,
  MoveWithinDay: reassignOrMove('move_reservation'),
  MoveOut: moveOut,
  MoveIn: moveIn,
  SetFlags: setFlags,
  RequestNotification: requestNotification,
  ChangeTableState: changeTableState,
  ...statusChanges,
};

function decideDay<K extends keyof DayCommands>(
  context: DayContext,
  command: DayCommand<K>,
  day: ReservationDay,
  metadata: EventMetadata,
): ReservationDayEvent[] {
  const decide: Decision<K> = decisions[command.type];
  return decide(command.data, day, context, metadata);
}

/** The day's decider, knowing the day's clock, table plan and services. */
export const reservationDayDecider = (context: DayContext): Decider<ReservationDay, DayCommand, ReservationDayEvent> => ({
  initialState: initialDay,
  decide: (command, day, metadata) => decideDay(context, command, day, metadata),
  evolve: evolveDay,
  folding: dayFolding,
});
