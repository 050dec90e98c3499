import { CANCELLATION_REASONS, RESERVATION_TRANSITIONS, STATUS_UPDATE_ACTIONS, STORED_STATUSES, type StoredStatus } from '@covers/shared';
import type { DayCommandBody } from './reservations.commands';
import type { ReservationDayEvent } from './reservations.events';
import { booked, DINNER, given, metadata } from '../testing/reservation-day-scenario';
import { aReservation } from './testing/reservation.fixture';
import type { Reservation } from './reservation.types';

const ID = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const statusChange = (from: StoredStatus, to: StoredStatus, action: string, shown: string = from, reason: string | null = null): ReservationDayEvent => ({
  type: 'ReservationStatusChanged',
  data: { reservation_id: ID, action: action as never, from, to, shown_as: shown as never, reason: reason as never, at: metadata.now },
});

describe('reservation status transitions (every stored status x every action)', () => {
  const cases = STORED_STATUSES.filter((s) => s !== 'Draft').flatMap((status) => STATUS_UPDATE_ACTIONS.map((action) => [status, action] as const));
  it.each(cases)('given a %s booking, when %s', (status, action) => {
    const to = RESERVATION_TRANSITIONS[status][action];
    const reason = action === 'cancel' ? CANCELLATION_REASONS[1] : null;
    const scenario = given([booked(aReservation({ status, table_ids: [] }))]).when({ type: 'ChangeReservationStatus', reservationIds: [ID], action, reason, bookAnyway: false });
    const ping: ReservationDayEvent = { type: 'ReservationNotificationRequested', data: { reservation_id: ID, channel: 'call_then_sms', template: 'ping', phone: '+6591234567', email: null } };
    if (to) scenario.then([statusChange(status, to, action, status, reason), ...(action === 'ping' ? [ping] : [])]);
    else scenario.thenThrows('STATUS_CANNOT_BE_UPDATED', { status, action });
  });

  it('refuses a cancel without one of the six reasons', () => {
    given([booked(aReservation())]).when({ type: 'ChangeReservationStatus', reservationIds: [ID], action: 'cancel', reason: 'Because' as never, bookAnyway: false }).thenThrows('STATUS_CANNOT_BE_UPDATED');
  });

  it('treats a booking 15 minutes past its time as Late: it may be marked no-show, and confirms to Confirmed', () => {
    const late = { clock: { date: '2026-12-01', minute: 19 * 60 + 15 } };
    given([booked(aReservation())], late).when({ type: 'ChangeReservationStatus', reservationIds: [ID], action: 'no_show', reason: null, bookAnyway: false }).then([statusChange('Booked', 'NoShow', 'no_show', 'Late')]);
    given([booked(aReservation())], late).when({ type: 'ChangeReservationStatus', reservationIds: [ID], action: 'confirm', reason: null, bookAnyway: false }).then([statusChange('Booked', 'Confirmed', 'confirm', 'Late')]);
    given([booked(aReservation({ status: 'Confirmed' }))], late).when({ type: 'ChangeReservationStatus', reservationIds: [ID], action: 'confirm', reason: null, bookAnyway: false }).then([statusChange('Confirmed', 'Confirmed', 'confirm', 'Late')]);
  });

  it('treats a seated party past its turnaround as Overstayed: bill paid and depart still work', () => {
    const over = { clock: { date: '2026-12-01', minute: 19 * 60 + 90 } };
    given([booked(aReservation({ status: 'Seated' }))], over).when({ type: 'ChangeReservationStatus', reservationIds: [ID], action: 'depart', reason: null, bookAnyway: false }).then([statusChange('Seated', 'Departed', 'depart', 'Overstayed')]);
    given([booked(aReservation({ status: 'Seated' }))], over).when({ type: 'ChangeReservationStatus', reservationIds: [ID], action: 'seat', reason: null, bookAnyway: false }).thenThrows('STATUS_CANNOT_BE_UPDATED', { status: 'Overstayed' });
  });

  it('refuses an unknown booking', () => {
    given([]).when({ type: 'ChangeReservationStatus', reservationIds: [ID], action: 'seat', reason: null, bookAnyway: false }).thenThrows('RESERVATION_NOT_FOUND');
  });

  it('refuses to seat a party on a table another party is still sitting at', () => {
    const seatedThere = booked(aReservation({ reservation_id: OTHER, status: 'Seated', time_minute: 17 * 60 + 30 }));
    given([seatedThere, booked(aReservation({ time_minute: 19 * 60 }))], { clock: { date: '2026-12-01', minute: 19 * 60 + 5 } })
      .when({ type: 'ChangeReservationStatus', reservationIds: [ID], action: 'seat', reason: null, bookAnyway: false })
      .thenThrows('TABLES_ALREADY_ASSIGNED');
  });

  it('re-checks the tables when a cancelled booking is reinstated', () => {
    const taken = booked(aReservation({ reservation_id: OTHER }));
    given([booked(aReservation({ status: 'Cancelled' })), taken]).when({ type: 'ChangeReservationStatus', reservationIds: [ID], action: 'reinstate', reason: null, bookAnyway: false }).thenThrows('TABLE_DOUBLE_BOOKED');
  });
});

describe('table assignment', () => {
  const book = (r: Reservation, bookAnyway = false): DayCommandBody => ({ type: 'BookReservation', reservation: r, origin: 'reservation', bookAnyway });

  it('books a free table', () => {
    const r = aReservation();
    given([]).when(book(r)).then([booked(r)]);
  });

  it('answers a clash with Table double booked! and the clashing booking', () => {
    given([booked(aReservation({ reservation_id: OTHER, time_minute: 18 * 60 + 30 }))])
      .when(book(aReservation()))
      .thenThrows('TABLE_DOUBLE_BOOKED', { clashes: [{ reservation_id: OTHER, time: '18:30', name: 'Mei Tan', pax: 2 }], choices: ['book_anyway', 'select_another_table'] });
  });

  it('books anyway when told to, recording the overridden booking', () => {
    const r = aReservation();
    given([booked(aReservation({ reservation_id: OTHER }))])
      .when(book(r, true))
      .then([{ type: 'ReservationBooked', data: { reservation: r, origin: 'reservation', overrides: [{ reservation_id: OTHER, table_ids: ['t1'] }] } }]);
  });

  it('does not clash with a booking that ends before, or one that was cancelled', () => {
    const r = aReservation();
    given([booked(aReservation({ reservation_id: OTHER, time_minute: 17 * 60, duration_minutes: 120 }))]).when(book(r)).then([booked(r)]);
    given([booked(aReservation({ reservation_id: OTHER, status: 'Cancelled' }))]).when(book(r)).then([booked(r)]);
  });

  it('refuses pax outside the table or combination range', () => {
    given([]).when(book(aReservation({ adults: 5 }))).thenThrows('CAPACITY_CONFLICT', { min_pax: 1, max_pax: 4, pax: 5 });
    given([]).when(book(aReservation({ adults: 1, table_ids: ['t3'] }))).thenThrows('CAPACITY_CONFLICT');
    given([]).when(book(aReservation({ adults: 4, table_ids: ['t1', 't2'] }))).thenThrows('CAPACITY_CONFLICT', { min_pax: 5, max_pax: 8 });
    const six = aReservation({ adults: 6, table_ids: ['t1', 't2'] });
    given([]).when(book(six)).then([booked(six)]);
  });

  describe('service capacity (spec §3, the availability engine rules)', () => {
    const dinner = DINNER;
    const withServices = { services: [dinner] };
    const at = (id: number, minute: number, extra: Partial<Reservation> = {}) =>
      aReservation({ reservation_id: `00000000-0000-4000-8000-0000000001${String(id).padStart(2, '0')}`, time_minute: minute, table_ids: [], ...extra });

    it('refuses covers past the interval maximum unless booked anyway, and records the override', () => {
      const r = at(2, 19 * 60 + 10, { adults: 3 });
      given([booked(at(1, 19 * 60))], withServices).when(book(r)).thenThrows('CAPACITY_CONFLICT', { reason: 'coversPerIntervalFull', service_id: 'dinner' });
      given([booked(at(1, 19 * 60))], withServices)
        .when(book(r, true))
        .then([{ type: 'ReservationBooked', data: { reservation: r, origin: 'reservation', overrides: [], capacity_override: { service_id: 'dinner', reason: 'coversPerIntervalFull' } } }]);
      const nextInterval = at(3, 19 * 60 + 15, { adults: 3 });
      given([booked(at(1, 19 * 60))], withServices).when(book(nextInterval)).then([booked(nextInterval)]);
    });

    it('counts service totals, limits by party size and waitlist maxima; cancelled bookings hold nothing', () => {
      const full = [booked(at(1, 18 * 60, { adults: 4 })), booked(at(2, 19 * 60, { adults: 4 }))];
      given(full, withServices).when(book(at(3, 20 * 60, { adults: 3 }))).thenThrows('CAPACITY_CONFLICT', { reason: 'serviceCoversReached' });
      given([booked(at(1, 18 * 60, { adults: 4, status: 'Cancelled' })), full[1]], withServices).when(book(at(3, 20 * 60, { adults: 2 }))).then([booked(at(3, 20 * 60, { adults: 2 }))]);
      given([], { services: [{ ...dinner, covers: { ...dinner.covers!, totalCovers: 30, maxCoversPerInterval: 10 } }] })
        .when(book(at(2, 20 * 60, { adults: 7 })))
        .then([booked(at(2, 20 * 60, { adults: 7 }))]);
      given([booked(at(1, 18 * 60, { adults: 7 }))], { services: [{ ...dinner, covers: { ...dinner.covers!, totalCovers: 30, maxCoversPerInterval: 10 } }] })
        .when(book(at(2, 20 * 60, { adults: 7 })))
        .thenThrows('CAPACITY_CONFLICT', { reason: 'partySizeLimitReached' });
      const waiting = (id: number) => at(id, 19 * 60, { kind: 'waitlist', status: 'Waitlisted' });
      given([{ type: 'ReservationBooked', data: { reservation: waiting(1), origin: 'waitlist', overrides: [] } }], withServices)
        .when({ type: 'BookReservation', reservation: { ...waiting(2), adults: 1 }, origin: 'waitlist', bookAnyway: false })
        .thenThrows('CAPACITY_CONFLICT', { reason: 'waitlistFull' });
    });

    it('checks an edit that resizes and a move into a full interval, not the booking against itself', () => {
      const mine = at(1, 19 * 60, { adults: 2 });
      const other = at(2, 20 * 60, { adults: 4 });
      given([booked(mine)], withServices).when({ type: 'EditReservation', reservationId: mine.reservation_id, changes: { adults: 4 }, bookAnyway: false }).result();
      given([booked(mine), booked(other)], withServices)
        .when({ type: 'MoveWithinDay', reservationId: mine.reservation_id, timeMinute: 20 * 60, bookAnyway: false })
        .thenThrows('CAPACITY_CONFLICT', { reason: 'coversPerIntervalFull' });
      given([booked(mine), booked(other)], withServices)
        .when({ type: 'EditReservation', reservationId: other.reservation_id, changes: { adults: 5 }, bookAnyway: false })
        .thenThrows('CAPACITY_CONFLICT', { reason: 'coversPerIntervalFull' });
    });
  });

  it('refuses a table not on the plan, and a locked table', () => {
    given([]).when(book(aReservation({ table_ids: ['nope'] }))).thenThrows('TABLE_UNKNOWN');
    const locked: ReservationDayEvent = { type: 'TableStateChanged', data: { table_id: 't1', action: 'lock_table', from: 'Free', to: 'Locked', from_minute: 18 * 60, to_minute: 22 * 60, note: null } };
    given([locked]).when(book(aReservation(), true)).thenThrows('TABLE_LOCKED');
  });

  it('refuses a walk-in after the operation end time', () => {
    given([], { clock: { date: '2026-12-01', minute: 23 * 60 } })
      .when({ type: 'AddWalkIn', reservation: aReservation({ kind: 'walk_in', status: 'Seated', time_minute: 23 * 60 }), operationEndMinute: 22 * 60, bookAnyway: false })
      .thenThrows('WALK_IN_AFTER_END');
  });

  it('reassigns, exchanges and moves within the day', () => {
    const a = aReservation();
    const b = aReservation({ reservation_id: OTHER, table_ids: ['t2'] });
    given([booked(a), booked(b)]).when({ type: 'ReassignTables', reservationId: ID, tableIds: ['t2'], bookAnyway: false }).thenThrows('TABLE_DOUBLE_BOOKED');
    const swapped = given([booked(a), booked(b)]).when({ type: 'ExchangeTables', reservationId: ID, otherReservationId: OTHER, bookAnyway: false }).result();
    expect(swapped.map((e) => (e.data as { after: { table_ids: string[] } }).after.table_ids)).toEqual([['t2'], ['t1']]);
    given([booked(a), booked(b)])
      .when({ type: 'MoveWithinDay', reservationId: ID, timeMinute: 21 * 60, tableIds: ['t2'], bookAnyway: false })
      .then([
        {
          type: 'ReservationTablesAssigned',
          data: { reservation_id: ID, via: 'move_reservation', before: { time_minute: 1140, table_ids: ['t1'] }, after: { time_minute: 1260, table_ids: ['t2'] }, overrides: [] },
        },
      ]);
  });

  it('refuses to move a departed booking', () => {
    given([booked(aReservation({ status: 'Departed' }))]).when({ type: 'MoveWithinDay', reservationId: ID, timeMinute: 1200, bookAnyway: false }).thenThrows('STATUS_CANNOT_BE_UPDATED');
  });

  it('locks and unlocks tables following the table machine', () => {
    given([]).when({ type: 'ChangeTableState', tableId: 't1', action: 'unlock_table', fromMinute: null, toMinute: null, note: null }).thenThrows('TABLE_STATE_CANNOT_CHANGE');
    given([])
      .when({ type: 'ChangeTableState', tableId: 't1', action: 'mark_cleaning_needed', fromMinute: 5, toMinute: 6, note: null })
      .then([{ type: 'TableStateChanged', data: { table_id: 't1', action: 'mark_cleaning_needed', from: 'Free', to: 'CleaningNeeded', from_minute: null, to_minute: null, note: null } }]);
  });
});
