import type { StatusUpdateAction, StoredStatus } from '@covers/shared';
import type { DayCommandBody } from './reservations.commands';
import type { ReservationDayEvent } from './reservations.events';
import { booked, DINNER, given, metadata } from '../testing/reservation-day-scenario';
import { aReservation } from './testing/reservation.fixture';
import type { Reservation } from './reservation.types';

const id = (n: number) => `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`;
const at = (n: number, minute: number, extra: Partial<Reservation> = {}) => aReservation({ reservation_id: id(n), time_minute: minute, table_ids: [], ...extra });
const SEVEN = 19 * 60;
const dinner = { services: [DINNER] };
/** 19:00 holds 2 of its 4 covers per interval: a party of 3 more does not fit. */
const twoAtSeven = booked(at(1, SEVEN, { adults: 2 }));
const intervalFull = { service_id: 'dinner', reason: 'coversPerIntervalFull' };

const status = (ids: string[], action: StatusUpdateAction, bookAnyway = false): DayCommandBody => ({ type: 'ChangeReservationStatus', reservationIds: ids, action, reason: null, bookAnyway });
const changed = (r: Reservation, action: StatusUpdateAction, to: StoredStatus, extra: object = {}): ReservationDayEvent => ({
  type: 'ReservationStatusChanged',
  data: { reservation_id: r.reservation_id, action, from: r.status, to, shown_as: r.status, reason: null, at: metadata.now, ...extra },
});

describe('every path that adds covers to a service interval: refused unless booked anyway, and the override recorded', () => {
  it('a walk-in seated at a table', () => {
    const walkIn = at(2, SEVEN + 5, { kind: 'walk_in', status: 'Seated', adults: 3 });
    const command = (bookAnyway: boolean): DayCommandBody => ({ type: 'AddWalkIn', reservation: walkIn, operationEndMinute: 22 * 60, bookAnyway });
    given([twoAtSeven], dinner).when(command(false)).thenThrows('CAPACITY_CONFLICT', { ...intervalFull, choices: ['book_anyway'] });
    given([twoAtSeven], dinner)
      .when(command(true))
      .then([{ type: 'ReservationBooked', data: { reservation: walkIn, origin: 'walk_in', overrides: [], capacity_override: intervalFull } }]);
  });

  it('a walk-in joining the queue counts against the waitlist maxima', () => {
    const queued = at(2, SEVEN, { kind: 'walk_in', status: 'Queue', adults: 3 });
    given([], dinner).when({ type: 'AddWalkIn', reservation: queued, operationEndMinute: 22 * 60, bookAnyway: false }).thenThrows('CAPACITY_CONFLICT', { reason: 'waitlistFull' });
  });

  it.each<[StoredStatus, StatusUpdateAction, StoredStatus]>([
    ['Cancelled', 'reinstate', 'Booked'],
    ['NoShow', 'reinstate', 'Booked'],
    ['Waitlisted', 'switch_to_reservation', 'Booked'],
    ['Queue', 'switch_to_reservation', 'Booked'],
    ['Offered', 'switch_to_reservation', 'Booked'],
    ['Waiting', 'seat', 'Seated'],
  ])('a booking put back on the books: from %s by %s', (from, action, to) => {
    const back = at(2, SEVEN, { adults: 3, status: from });
    given([twoAtSeven, booked(back)], dinner).when(status([back.reservation_id], action)).thenThrows('CAPACITY_CONFLICT', intervalFull);
    given([twoAtSeven, booked(back)], dinner).when(status([back.reservation_id], action, true)).then([changed(back, action, to, { capacity_override: intervalFull })]);
  });

  it('a removed entry reinstated to the waitlist, and a booking switched to it, count against the waitlist maxima', () => {
    const waiting = booked(at(1, SEVEN, { kind: 'waitlist', status: 'Waitlisted', adults: 2 }));
    const removed = at(2, SEVEN, { kind: 'waitlist', status: 'Removed', adults: 1 });
    given([waiting, booked(removed)], dinner).when(status([removed.reservation_id], 'reinstate')).thenThrows('CAPACITY_CONFLICT', { reason: 'waitlistFull' });
    given([waiting, booked(removed)], dinner)
      .when(status([removed.reservation_id], 'reinstate', true))
      .then([changed(removed, 'reinstate', 'Waitlisted', { capacity_override: { service_id: 'dinner', reason: 'waitlistFull' } })]);
    const switching = at(3, SEVEN, { adults: 1 });
    given([waiting, booked(switching)], dinner).when(status([switching.reservation_id], 'switch_to_waitlist')).thenThrows('CAPACITY_CONFLICT', { reason: 'waitlistFull' });
  });

  it('a batch: each booking is counted with the ones before it in the same batch', () => {
    const a = at(2, SEVEN, { adults: 1, status: 'Cancelled' });
    const b = at(3, SEVEN, { adults: 2, status: 'Cancelled' });
    given([twoAtSeven, booked(a), booked(b)], dinner).when(status([a.reservation_id], 'reinstate')).then([changed(a, 'reinstate', 'Booked')]);
    given([twoAtSeven, booked(a), booked(b)], dinner).when(status([a.reservation_id, b.reservation_id], 'reinstate')).thenThrows('CAPACITY_CONFLICT', intervalFull);
    given([twoAtSeven, booked(a), booked(b)], dinner)
      .when(status([a.reservation_id, b.reservation_id], 'reinstate', true))
      .then([changed(a, 'reinstate', 'Booked'), changed(b, 'reinstate', 'Booked', { capacity_override: intervalFull })]);
  });

  it('a move to another time, within the day', () => {
    const mine = at(2, 20 * 60, { adults: 3 });
    const move = (bookAnyway: boolean): DayCommandBody => ({ type: 'MoveWithinDay', reservationId: mine.reservation_id, timeMinute: SEVEN, bookAnyway });
    given([twoAtSeven, booked(mine)], dinner).when(move(false)).thenThrows('CAPACITY_CONFLICT', intervalFull);
    given([twoAtSeven, booked(mine)], dinner)
      .when(move(true))
      .then([
        {
          type: 'ReservationTablesAssigned',
          data: { reservation_id: mine.reservation_id, via: 'move_reservation', before: { time_minute: 20 * 60, table_ids: [] }, after: { time_minute: SEVEN, table_ids: [] }, overrides: [], capacity_override: intervalFull },
        },
      ]);
  });

  it('a party grown by an edit, the override on the edit itself', () => {
    const mine = at(2, SEVEN, { adults: 1 });
    const grow = (bookAnyway: boolean): DayCommandBody => ({ type: 'EditReservation', reservationId: mine.reservation_id, changes: { adults: 3 }, bookAnyway });
    given([twoAtSeven, booked(mine)], dinner).when(grow(false)).thenThrows('CAPACITY_CONFLICT', intervalFull);
    given([twoAtSeven, booked(mine)], dinner)
      .when(grow(true))
      .then([{ type: 'ReservationEdited', data: { reservation_id: mine.reservation_id, before: { adults: 1 }, after: { adults: 3 }, capacity_override: intervalFull } }]);
  });

  it('refuses nothing that adds no covers, even in an interval already over its limit', () => {
    const over = at(2, SEVEN, { adults: 3, table_ids: ['t1'] });
    const day = [twoAtSeven, booked(over)];
    given(day, dinner).when(status([over.reservation_id], 'confirm')).then([changed(over, 'confirm', 'Confirmed')]);
    given(day, dinner).when(status([over.reservation_id], 'seat')).then([changed(over, 'seat', 'Seated')]);
    const accepted: DayCommandBody[] = [
      { type: 'ReassignTables', reservationId: over.reservation_id, tableIds: ['t2'], bookAnyway: false },
      { type: 'MoveWithinDay', reservationId: over.reservation_id, timeMinute: SEVEN + 10, bookAnyway: false },
      { type: 'EditReservation', reservationId: over.reservation_id, changes: { adults: 2 }, bookAnyway: false },
    ];
    for (const command of accepted) expect(given(day, dinner).when(command).result()).toEqual([expect.not.objectContaining({ data: expect.objectContaining({ capacity_override: expect.anything() }) })]);
  });
});

describe('every path that assigns tables: the same clash checks, Book anyways recorded', () => {
  const other = aReservation({ reservation_id: id(9), time_minute: SEVEN + 30 });
  const clash = [{ reservation_id: other.reservation_id, table_ids: ['t1'] }];

  it('a walk-in onto a table booked for later: Table double booked!, or booked anyway', () => {
    const walkIn = at(2, SEVEN, { kind: 'walk_in', status: 'Seated', table_ids: ['t1'] });
    const command = (bookAnyway: boolean): DayCommandBody => ({ type: 'AddWalkIn', reservation: walkIn, operationEndMinute: null, bookAnyway });
    given([booked(other)]).when(command(false)).thenThrows('TABLE_DOUBLE_BOOKED', { clashes: [{ reservation_id: other.reservation_id }], choices: ['book_anyway', 'select_another_table'] });
    given([booked(other)]).when(command(true)).then([{ type: 'ReservationBooked', data: { reservation: walkIn, origin: 'walk_in', overrides: clash } }]);
    given([booked({ ...other, status: 'Seated' })]).when(command(true)).thenThrows('TABLES_ALREADY_ASSIGNED');
  });

  it('reassign_table', () => {
    const mine = at(2, SEVEN, { table_ids: ['t2'] });
    const reassign = (bookAnyway: boolean): DayCommandBody => ({ type: 'ReassignTables', reservationId: mine.reservation_id, tableIds: ['t1'], bookAnyway });
    given([booked(other), booked(mine)]).when(reassign(false)).thenThrows('TABLE_DOUBLE_BOOKED');
    given([booked(other), booked(mine)])
      .when(reassign(true))
      .then([{ type: 'ReservationTablesAssigned', data: { reservation_id: mine.reservation_id, via: 'reassign_table', before: { time_minute: SEVEN, table_ids: ['t2'] }, after: { time_minute: SEVEN, table_ids: ['t1'] }, overrides: clash } }]);
  });

  it('exchange_table against a third booking on one of the tables', () => {
    const a = at(2, SEVEN - 60, { table_ids: ['t1'] });
    const b = at(3, SEVEN, { table_ids: ['t2'] });
    const third = aReservation({ reservation_id: id(9), time_minute: SEVEN, table_ids: ['t2'] });
    const exchange = (bookAnyway: boolean): DayCommandBody => ({ type: 'ExchangeTables', reservationId: a.reservation_id, otherReservationId: b.reservation_id, bookAnyway });
    const day = [booked(a), booked(b), booked(third)];
    given(day).when(exchange(false)).thenThrows('TABLE_DOUBLE_BOOKED', { clashes: [{ reservation_id: third.reservation_id }] });
    const swap = (x: Reservation, y: Reservation, overrides: object[]): ReservationDayEvent => ({
      type: 'ReservationTablesAssigned',
      data: { reservation_id: x.reservation_id, via: 'exchange_table', before: { time_minute: x.time_minute, table_ids: x.table_ids }, after: { time_minute: x.time_minute, table_ids: y.table_ids }, overrides: overrides as never },
    });
    given(day).when(exchange(true)).then([swap(a, b, [{ reservation_id: third.reservation_id, table_ids: ['t2'] }]), swap(b, a, [])]);
  });

  it('seating onto a table another booking holds at that time', () => {
    const waiting = at(2, SEVEN, { kind: 'waitlist', status: 'Waiting', table_ids: ['t1'] });
    given([booked(other), booked(waiting)]).when(status([waiting.reservation_id], 'seat')).thenThrows('TABLE_DOUBLE_BOOKED');
    given([booked(other), booked(waiting)]).when(status([waiting.reservation_id], 'seat', true)).then([changed(waiting, 'seat', 'Seated', { overrides: clash })]);
  });

  it('a cancelled booking reinstated onto a table taken meanwhile', () => {
    const cancelled = at(2, SEVEN, { status: 'Cancelled', table_ids: ['t1'] });
    given([booked(other), booked(cancelled)]).when(status([cancelled.reservation_id], 'reinstate', true)).then([changed(cancelled, 'reinstate', 'Booked', { overrides: clash })]);
  });

  it('a batch seating two parties at one table: the second finds the first seated there', () => {
    const first = at(2, SEVEN, { table_ids: ['t1'] });
    const second = at(3, SEVEN, { table_ids: ['t1'] });
    given([booked(first), booked(second)]).when(status([first.reservation_id, second.reservation_id], 'seat', true)).thenThrows('TABLES_ALREADY_ASSIGNED', { clashes: [{ reservation_id: first.reservation_id }] });
  });
});
