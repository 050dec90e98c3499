import type { StatusUpdateAction, StoredStatus } from '@covers/shared';
import { deciderSpec } from '../testing/decider-spec';
import { reservationDayDecider } from './reservations.decider';
import { statusCommand, type DayCommand, type DayContext } from './reservations.commands';
import type { ReservationDayEvent } from './reservations.events';
import {
  bookAnyway,
  confirm,
  edit,
  exchange,
  moveWithinDay,
  reassign,
  reinstate,
  seat,
  switchToWaitlist,
  walkIn,
} from './testing/day-commands';
import { booked, DINNER, metadata, MORNING_DAY } from './testing/day-fixtures';
import { aReservation } from './testing/reservation.fixture';
import type { Reservation } from './reservation.types';

/** given(the day's events, what differs from the morning's surroundings).when(command)... */
const given = (events: ReservationDayEvent[], context: Partial<DayContext> = {}) =>
  deciderSpec(reservationDayDecider({ ...MORNING_DAY, ...context }), metadata)(events);

const id = (n: number) => `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`;
const at = (n: number, minute: number, extra: Partial<Reservation> = {}) =>
  aReservation({ reservation_id: id(n), time_minute: minute, table_ids: [], ...extra });
const SEVEN = 19 * 60;
const dinner = { services: [DINNER] };
/** 19:00 holds 2 of its 4 covers per interval: a party of 3 more does not fit. */
const twoAtSeven = booked(at(1, SEVEN, { adults: 2 }));
const intervalFull = { service_id: 'dinner', reason: 'coversPerIntervalFull' };
const refusedIntervalFull = { details: intervalFull };

const changed = (r: Reservation, action: StatusUpdateAction, to: StoredStatus, extra: object = {}): ReservationDayEvent => ({
  type: 'ReservationStatusChanged',
  data: { reservation_id: r.reservation_id, action, from: r.status, to, shown_as: r.status, reason: null, at: metadata.now, ...extra },
});

describe('every path that adds covers to a service interval: refused unless booked anyway, and the override recorded', () => {
  it('a walk-in seated at a table', () => {
    const party = at(2, SEVEN + 5, { kind: 'walk_in', status: 'Seated', adults: 3 });
    given([twoAtSeven], dinner)
      .when(walkIn(party, 22 * 60))
      .thenThrows('CAPACITY_CONFLICT', { details: { ...intervalFull, choices: ['book_anyway'] } });
    given([twoAtSeven], dinner)
      .when(bookAnyway(walkIn(party, 22 * 60)))
      .then([
        { type: 'ReservationBooked', data: { reservation: party, origin: 'walk_in', overrides: [], capacity_override: intervalFull } },
      ]);
  });

  it('a walk-in joining the queue counts against the waitlist maxima', () => {
    const queued = at(2, SEVEN, { kind: 'walk_in', status: 'Queue', adults: 3 });
    given([], dinner)
      .when(walkIn(queued, 22 * 60))
      .thenThrows('CAPACITY_CONFLICT', { details: { reason: 'waitlistFull' } });
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
    given([twoAtSeven, booked(back)], dinner)
      .when(statusCommand(action, [back.reservation_id], null, false))
      .thenThrows('CAPACITY_CONFLICT', refusedIntervalFull);
    given([twoAtSeven, booked(back)], dinner)
      .when(statusCommand(action, [back.reservation_id], null, true))
      .then([changed(back, action, to, { capacity_override: intervalFull })]);
  });

  it('a removed entry reinstated to the waitlist, and a booking switched to it, count against the waitlist maxima', () => {
    const waiting = booked(at(1, SEVEN, { kind: 'waitlist', status: 'Waitlisted', adults: 2 }));
    const removed = at(2, SEVEN, { kind: 'waitlist', status: 'Removed', adults: 1 });
    given([waiting, booked(removed)], dinner)
      .when(reinstate(removed.reservation_id))
      .thenThrows('CAPACITY_CONFLICT', { details: { reason: 'waitlistFull' } });
    given([waiting, booked(removed)], dinner)
      .when(bookAnyway(reinstate(removed.reservation_id)))
      .then([changed(removed, 'reinstate', 'Waitlisted', { capacity_override: { service_id: 'dinner', reason: 'waitlistFull' } })]);
    const switching = at(3, SEVEN, { adults: 1 });
    given([waiting, booked(switching)], dinner)
      .when(switchToWaitlist(switching.reservation_id))
      .thenThrows('CAPACITY_CONFLICT', { details: { reason: 'waitlistFull' } });
  });

  it('a batch: each booking is counted with the ones before it in the same batch', () => {
    const a = at(2, SEVEN, { adults: 1, status: 'Cancelled' });
    const b = at(3, SEVEN, { adults: 2, status: 'Cancelled' });
    given([twoAtSeven, booked(a), booked(b)], dinner)
      .when(reinstate(a.reservation_id))
      .then([changed(a, 'reinstate', 'Booked')]);
    given([twoAtSeven, booked(a), booked(b)], dinner)
      .when(reinstate([a.reservation_id, b.reservation_id]))
      .thenThrows('CAPACITY_CONFLICT', refusedIntervalFull);
    given([twoAtSeven, booked(a), booked(b)], dinner)
      .when(bookAnyway(reinstate([a.reservation_id, b.reservation_id])))
      .then([changed(a, 'reinstate', 'Booked'), changed(b, 'reinstate', 'Booked', { capacity_override: intervalFull })]);
  });

  it('a move to another time, within the day', () => {
    const mine = at(2, 20 * 60, { adults: 3 });
    const move = moveWithinDay(mine.reservation_id, { timeMinute: SEVEN });
    given([twoAtSeven, booked(mine)], dinner)
      .when(move)
      .thenThrows('CAPACITY_CONFLICT', refusedIntervalFull);
    given([twoAtSeven, booked(mine)], dinner)
      .when(bookAnyway(move))
      .then([
        {
          type: 'ReservationTablesAssigned',
          data: {
            reservation_id: mine.reservation_id,
            via: 'move_reservation',
            before: { time_minute: 20 * 60, table_ids: [] },
            after: { time_minute: SEVEN, table_ids: [] },
            overrides: [],
            capacity_override: intervalFull,
          },
        },
      ]);
  });

  it('a party grown by an edit, the override on the edit itself', () => {
    const mine = at(2, SEVEN, { adults: 1 });
    const grow = edit(mine.reservation_id, { adults: 3 });
    given([twoAtSeven, booked(mine)], dinner)
      .when(grow)
      .thenThrows('CAPACITY_CONFLICT', refusedIntervalFull);
    given([twoAtSeven, booked(mine)], dinner)
      .when(bookAnyway(grow))
      .then([
        {
          type: 'ReservationEdited',
          data: { reservation_id: mine.reservation_id, before: { adults: 1 }, after: { adults: 3 }, capacity_override: intervalFull },
        },
      ]);
  });

  it('refuses nothing that adds no covers, even in an interval already over its limit', () => {
    const over = at(2, SEVEN, { adults: 3, table_ids: ['t1'] });
    const day = [twoAtSeven, booked(over)];
    given(day, dinner)
      .when(confirm(over.reservation_id))
      .then([changed(over, 'confirm', 'Confirmed')]);
    given(day, dinner)
      .when(seat(over.reservation_id))
      .then([changed(over, 'seat', 'Seated')]);
    const accepted: DayCommand[] = [
      reassign(over.reservation_id, ['t2']),
      moveWithinDay(over.reservation_id, { timeMinute: SEVEN + 10 }),
      edit(over.reservation_id, { adults: 2 }),
    ];
    for (const command of accepted)
      expect(given(day, dinner).when(command).result()).toEqual([
        expect.not.objectContaining({ data: expect.objectContaining({ capacity_override: expect.anything() }) }),
      ]);
  });
});

describe('every path that assigns tables: the same clash checks, Book anyways recorded', () => {
  const other = aReservation({ reservation_id: id(9), time_minute: SEVEN + 30 });
  const clash = [{ reservation_id: other.reservation_id, table_ids: ['t1'] }];

  it('a walk-in onto a table booked for later: Table double booked!, or booked anyway', () => {
    const party = at(2, SEVEN, { kind: 'walk_in', status: 'Seated', table_ids: ['t1'] });
    given([booked(other)])
      .when(walkIn(party))
      .thenThrows('TABLE_DOUBLE_BOOKED', {
        details: { clashes: [{ reservation_id: other.reservation_id }], choices: ['book_anyway', 'select_another_table'] },
      });
    given([booked(other)])
      .when(bookAnyway(walkIn(party)))
      .then([{ type: 'ReservationBooked', data: { reservation: party, origin: 'walk_in', overrides: clash } }]);
    given([booked({ ...other, status: 'Seated' })])
      .when(bookAnyway(walkIn(party)))
      .thenThrows('TABLES_ALREADY_ASSIGNED');
  });

  it('reassign_table', () => {
    const mine = at(2, SEVEN, { table_ids: ['t2'] });
    const toT1 = reassign(mine.reservation_id, ['t1']);
    given([booked(other), booked(mine)])
      .when(toT1)
      .thenThrows('TABLE_DOUBLE_BOOKED');
    given([booked(other), booked(mine)])
      .when(bookAnyway(toT1))
      .then([
        {
          type: 'ReservationTablesAssigned',
          data: {
            reservation_id: mine.reservation_id,
            via: 'reassign_table',
            before: { time_minute: SEVEN, table_ids: ['t2'] },
            after: { time_minute: SEVEN, table_ids: ['t1'] },
            overrides: clash,
          },
        },
      ]);
  });

  it('exchange_table against a third booking on one of the tables', () => {
    const a = at(2, SEVEN - 60, { table_ids: ['t1'] });
    const b = at(3, SEVEN, { table_ids: ['t2'] });
    const third = aReservation({ reservation_id: id(9), time_minute: SEVEN, table_ids: ['t2'] });
    const swapAB = exchange(a.reservation_id, b.reservation_id);
    const day = [booked(a), booked(b), booked(third)];
    given(day)
      .when(swapAB)
      .thenThrows('TABLE_DOUBLE_BOOKED', { details: { clashes: [{ reservation_id: third.reservation_id }] } });
    const swap = (x: Reservation, y: Reservation, overrides: object[]): ReservationDayEvent => ({
      type: 'ReservationTablesAssigned',
      data: {
        reservation_id: x.reservation_id,
        via: 'exchange_table',
        before: { time_minute: x.time_minute, table_ids: x.table_ids },
        after: { time_minute: x.time_minute, table_ids: y.table_ids },
        overrides: overrides as never,
      },
    });
    given(day)
      .when(bookAnyway(swapAB))
      .then([swap(a, b, [{ reservation_id: third.reservation_id, table_ids: ['t2'] }]), swap(b, a, [])]);
  });

  it('seating onto a table another booking holds at that time', () => {
    const waiting = at(2, SEVEN, { kind: 'waitlist', status: 'Waiting', table_ids: ['t1'] });
    given([booked(other), booked(waiting)])
      .when(seat(waiting.reservation_id))
      .thenThrows('TABLE_DOUBLE_BOOKED');
    given([booked(other), booked(waiting)])
      .when(bookAnyway(seat(waiting.reservation_id)))
      .then([changed(waiting, 'seat', 'Seated', { overrides: clash })]);
  });

  it('a cancelled booking reinstated onto a table taken meanwhile', () => {
    const cancelled = at(2, SEVEN, { status: 'Cancelled', table_ids: ['t1'] });
    given([booked(other), booked(cancelled)])
      .when(bookAnyway(reinstate(cancelled.reservation_id)))
      .then([changed(cancelled, 'reinstate', 'Booked', { overrides: clash })]);
  });

  it('a batch seating two parties at one table: the second finds the first seated there', () => {
    const first = at(2, SEVEN, { table_ids: ['t1'] });
    const second = at(3, SEVEN, { table_ids: ['t1'] });
    given([booked(first), booked(second)])
      .when(bookAnyway(seat([first.reservation_id, second.reservation_id])))
      .thenThrows('TABLES_ALREADY_ASSIGNED', { details: { clashes: [{ reservation_id: first.reservation_id }] } });
  });
});
