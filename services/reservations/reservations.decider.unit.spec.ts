import { CANCELLATION_REASONS, RESERVATION_TRANSITIONS, STATUS_UPDATE_ACTIONS, STORED_STATUSES, type StoredStatus } from '@covers/shared';
import { deciderSpec } from '../testing/decider-spec';
import { reservationDayDecider } from './reservations.decider';
import { statusCommand, type DayContext } from './reservations.commands';
import type { ReservationDayEvent } from './reservations.events';
import {
  book,
  bookAnyway,
  confirm,
  depart,
  edit,
  exchange,
  moveWithinDay,
  noShow,
  reassign,
  reinstate,
  seat,
  seatAt,
  walkIn,
} from './testing/day-commands';
import { booked, DINNER, metadata, MORNING_DAY } from './testing/day-fixtures';
import { aReservation } from './testing/reservation.fixture';
import type { Reservation } from './reservation.types';

/** given(the day's events, what differs from the morning's surroundings).when(command)... */
const given = (events: ReservationDayEvent[], context: Partial<DayContext> = {}) =>
  deciderSpec(reservationDayDecider({ ...MORNING_DAY, ...context }), metadata)(events);

const ID = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const statusChange = (
  from: StoredStatus,
  to: StoredStatus,
  action: string,
  shown: string = from,
  reason: string | null = null,
): ReservationDayEvent => ({
  type: 'ReservationStatusChanged',
  data: { reservation_id: ID, action: action as never, from, to, shown_as: shown as never, reason: reason as never, at: metadata.now },
});

describe('reservation status transitions (every stored status x every action)', () => {
  const cases = STORED_STATUSES.filter((s) => s !== 'Draft').flatMap((status) =>
    STATUS_UPDATE_ACTIONS.map((action) => [status, action] as const),
  );
  it.each(cases)('given a %s booking, when %s', (status, action) => {
    const to = RESERVATION_TRANSITIONS[status][action];
    const reason = action === 'cancel' ? CANCELLATION_REASONS[1] : null;
    const scenario = given([booked(aReservation({ status, table_ids: [] }))]).when(statusCommand(action, [ID], reason, false));
    const ping: ReservationDayEvent = {
      type: 'ReservationNotificationRequested',
      data: { reservation_id: ID, channel: 'call_then_sms', template: 'ping', phone: '+6591234567', email: null },
    };
    if (to) scenario.then([statusChange(status, to, action, status, reason), ...(action === 'ping' ? [ping] : [])]);
    else scenario.thenThrows('STATUS_CANNOT_BE_UPDATED', { details: { status, action } });
  });

  it('refuses a ping or a resend the booking has no contact for', () => {
    given([booked(aReservation({ phone: null }))])
      .when(statusCommand('ping', [ID], null, false))
      .thenThrows('MESSAGING_NO_PHONE');
    given([booked(aReservation({ phone: null }))])
      .when({ type: 'RequestNotification', data: { reservationId: ID, channel: 'sms', template: 'confirmation' } })
      .thenThrows('MESSAGING_NO_PHONE');
    given([booked(aReservation({ email: null }))])
      .when({ type: 'RequestNotification', data: { reservationId: ID, channel: 'email', template: 'confirmation' } })
      .thenThrows('MESSAGING_NO_EMAIL');
  });

  it('refuses a cancel without one of the six reasons', () => {
    given([booked(aReservation())])
      .when(statusCommand('cancel', [ID], 'Because' as never, false))
      .thenThrows('STATUS_CANNOT_BE_UPDATED');
  });

  it('treats a booking 15 minutes past its time as Late: it may be marked no-show, and confirms to Confirmed', () => {
    const late = { clock: { date: '2026-12-01', minute: 19 * 60 + 15 } };
    given([booked(aReservation())], late)
      .when(noShow(ID))
      .then([statusChange('Booked', 'NoShow', 'no_show', 'Late')]);
    given([booked(aReservation())], late)
      .when(confirm(ID))
      .then([statusChange('Booked', 'Confirmed', 'confirm', 'Late')]);
    given([booked(aReservation({ status: 'Confirmed' }))], late)
      .when(confirm(ID))
      .then([statusChange('Confirmed', 'Confirmed', 'confirm', 'Late')]);
  });

  it('treats a seated party past its turnaround as Overstayed: bill paid and depart still work', () => {
    const over = { clock: { date: '2026-12-01', minute: 19 * 60 + 90 } };
    given([booked(aReservation({ status: 'Seated' }))], over)
      .when(depart(ID))
      .then([statusChange('Seated', 'Departed', 'depart', 'Overstayed')]);
    given([booked(aReservation({ status: 'Seated' }))], over)
      .when(seat(ID))
      .thenThrows('STATUS_CANNOT_BE_UPDATED', { details: { status: 'Overstayed' } });
  });

  describe("the booking's own service day, in the outlet's time zone", () => {
    const notItsDay = (day: 'future' | 'past') => ({ details: { service_day: day } });
    /** Bangkok: dinner 18:00 to 02:00 (+1) every night. */
    const lateDinner = { ...DINNER, endMinute: 26 * 60 };

    it("at 02:00, refuses to seat, depart or mark no-show tomorrow's bookings", () => {
      const twoAm = { clock: { date: '2026-11-30', minute: 2 * 60 } };
      given([booked(aReservation())], twoAm)
        .when(seat(ID))
        .thenThrows('STATUS_CANNOT_BE_UPDATED', notItsDay('future'));
      given([booked(aReservation())], twoAm)
        .when(noShow(ID))
        .thenThrows('STATUS_CANNOT_BE_UPDATED', notItsDay('future'));
      given([booked(aReservation({ status: 'Seated' }))], twoAm)
        .when(depart(ID))
        .thenThrows('STATUS_CANNOT_BE_UPDATED', notItsDay('future'));
      given([booked(aReservation())], twoAm)
        .when(confirm(ID))
        .then([statusChange('Booked', 'Confirmed', 'confirm')]);
    });

    it("seats yesterday's dinner at 01:00 while it runs past midnight, not the new date's bookings", () => {
      const oneAm = { date: '2026-12-02', minute: 60 };
      given([booked(aReservation({ time_minute: 23 * 60 + 30 }))], { clock: oneAm, services: [lateDinner] })
        .when(seat(ID))
        .then([statusChange('Booked', 'Seated', 'seat', 'Late')]);
      // The stream of 2 December: its previous night (1 December's dinner) still runs until 02:00.
      const newDate = aReservation({ date: '2026-12-02', time_minute: 12 * 60 });
      given([booked(newDate)], { clock: oneAm, services: [lateDinner], previousNightUntil: 120 })
        .when(seat(ID))
        .thenThrows('STATUS_CANNOT_BE_UPDATED', notItsDay('future'));
      given([booked(newDate)], { clock: oneAm, services: [lateDinner], previousNightUntil: 120 })
        .when(noShow(ID))
        .thenThrows('STATUS_CANNOT_BE_UPDATED', notItsDay('future'));
      // From 02:00 the new date is the service day.
      given([booked(newDate)], { clock: { ...oneAm, minute: 2 * 60 }, services: [lateDinner], previousNightUntil: 120 })
        .when(seat(ID))
        .then([statusChange('Booked', 'Seated', 'seat')]);
    });

    it("does not seat a past day's booking, but lets it be departed or marked no-show", () => {
      const later = { clock: { date: '2026-12-03', minute: 12 * 60 } };
      given([booked(aReservation())], later)
        .when(seat(ID))
        .thenThrows('STATUS_CANNOT_BE_UPDATED', notItsDay('past'));
      given([booked(aReservation())], later)
        .when(noShow(ID))
        .then([statusChange('Booked', 'NoShow', 'no_show', 'Late')]);
      given([booked(aReservation({ status: 'Seated' }))], later)
        .when(depart(ID))
        .then([statusChange('Seated', 'Departed', 'depart', 'Overstayed')]);
    });
  });

  it('refuses an unknown booking', () => {
    given([]).when(seat(ID)).thenThrows('RESERVATION_NOT_FOUND');
  });

  it('refuses to seat a party on a table another party is still sitting at', () => {
    const seatedThere = booked(aReservation({ reservation_id: OTHER, status: 'Seated', time_minute: 17 * 60 + 30 }));
    given([seatedThere, booked(aReservation({ time_minute: 19 * 60 }))], { clock: { date: '2026-12-01', minute: 19 * 60 + 5 } })
      .when(seat(ID))
      .thenThrows('TABLES_ALREADY_ASSIGNED');
  });

  it('re-checks the tables when a cancelled booking is reinstated', () => {
    const taken = booked(aReservation({ reservation_id: OTHER }));
    given([booked(aReservation({ status: 'Cancelled' })), taken])
      .when(reinstate(ID))
      .thenThrows('TABLE_DOUBLE_BOOKED');
  });
});

describe('table assignment', () => {
  it('books a free table', () => {
    const r = aReservation();
    given([])
      .when(book(r))
      .then([booked(r)]);
  });

  it('answers a clash with Table double booked! and the clashing booking', () => {
    given([booked(aReservation({ reservation_id: OTHER, time_minute: 18 * 60 + 30 }))])
      .when(book(aReservation()))
      .thenThrows('TABLE_DOUBLE_BOOKED', {
        details: {
          clashes: [{ reservation_id: OTHER, time: '18:30', name: 'Mei Tan', pax: 2 }],
          choices: ['book_anyway', 'select_another_table'],
        },
      });
  });

  it('books anyway when told to, recording the overridden booking', () => {
    const r = aReservation();
    given([booked(aReservation({ reservation_id: OTHER }))])
      .when(bookAnyway(book(r)))
      .then([
        {
          type: 'ReservationBooked',
          data: { reservation: r, origin: 'reservation', overrides: [{ reservation_id: OTHER, table_ids: ['t1'] }] },
        },
      ]);
  });

  it('does not clash with a booking that ends before, or one that was cancelled', () => {
    const r = aReservation();
    given([booked(aReservation({ reservation_id: OTHER, time_minute: 17 * 60, duration_minutes: 120 }))])
      .when(book(r))
      .then([booked(r)]);
    given([booked(aReservation({ reservation_id: OTHER, status: 'Cancelled' }))])
      .when(book(r))
      .then([booked(r)]);
  });

  it('refuses pax outside the table or combination range', () => {
    given([])
      .when(book(aReservation({ adults: 5 })))
      .thenThrows('CAPACITY_CONFLICT', { details: { min_pax: 1, max_pax: 4, pax: 5 } });
    given([])
      .when(book(aReservation({ adults: 1, table_ids: ['t3'] })))
      .thenThrows('CAPACITY_CONFLICT');
    given([])
      .when(book(aReservation({ adults: 4, table_ids: ['t1', 't2'] })))
      .thenThrows('CAPACITY_CONFLICT', { details: { min_pax: 5, max_pax: 8 } });
    const six = aReservation({ adults: 6, table_ids: ['t1', 't2'] });
    given([])
      .when(book(six))
      .then([booked(six)]);
  });

  describe('service capacity (spec §3, the availability engine rules)', () => {
    const dinner = DINNER;
    const withServices = { services: [dinner] };
    const at = (id: number, minute: number, extra: Partial<Reservation> = {}) =>
      aReservation({
        reservation_id: `00000000-0000-4000-8000-0000000001${String(id).padStart(2, '0')}`,
        time_minute: minute,
        table_ids: [],
        ...extra,
      });

    it('refuses covers past the interval maximum unless booked anyway, and records the override', () => {
      const r = at(2, 19 * 60 + 10, { adults: 3 });
      given([booked(at(1, 19 * 60))], withServices)
        .when(book(r))
        .thenThrows('CAPACITY_CONFLICT', { details: { reason: 'coversPerIntervalFull', service_id: 'dinner' } });
      given([booked(at(1, 19 * 60))], withServices)
        .when(bookAnyway(book(r)))
        .then([
          {
            type: 'ReservationBooked',
            data: {
              reservation: r,
              origin: 'reservation',
              overrides: [],
              capacity_override: { service_id: 'dinner', reason: 'coversPerIntervalFull' },
            },
          },
        ]);
      const nextInterval = at(3, 19 * 60 + 15, { adults: 3 });
      given([booked(at(1, 19 * 60))], withServices)
        .when(book(nextInterval))
        .then([booked(nextInterval)]);
    });

    it('counts service totals, limits by party size and waitlist maxima; cancelled bookings hold nothing', () => {
      const full = [booked(at(1, 18 * 60, { adults: 4 })), booked(at(2, 19 * 60, { adults: 4 }))];
      given(full, withServices)
        .when(book(at(3, 20 * 60, { adults: 3 })))
        .thenThrows('CAPACITY_CONFLICT', { details: { reason: 'serviceCoversReached' } });
      given([booked(at(1, 18 * 60, { adults: 4, status: 'Cancelled' })), full[1]], withServices)
        .when(book(at(3, 20 * 60, { adults: 2 })))
        .then([booked(at(3, 20 * 60, { adults: 2 }))]);
      given([], { services: [{ ...dinner, covers: { ...dinner.covers!, totalCovers: 30, maxCoversPerInterval: 10 } }] })
        .when(book(at(2, 20 * 60, { adults: 7 })))
        .then([booked(at(2, 20 * 60, { adults: 7 }))]);
      given([booked(at(1, 18 * 60, { adults: 7 }))], {
        services: [{ ...dinner, covers: { ...dinner.covers!, totalCovers: 30, maxCoversPerInterval: 10 } }],
      })
        .when(book(at(2, 20 * 60, { adults: 7 })))
        .thenThrows('CAPACITY_CONFLICT', { details: { reason: 'partySizeLimitReached' } });
      const waiting = (id: number) => at(id, 19 * 60, { kind: 'waitlist', status: 'Waitlisted' });
      given([{ type: 'ReservationBooked', data: { reservation: waiting(1), origin: 'waitlist', overrides: [] } }], withServices)
        .when(book({ ...waiting(2), adults: 1 }, 'waitlist'))
        .thenThrows('CAPACITY_CONFLICT', { details: { reason: 'waitlistFull' } });
    });

    it('checks an edit that resizes and a move into a full interval, not the booking against itself', () => {
      const mine = at(1, 19 * 60, { adults: 2 });
      const other = at(2, 20 * 60, { adults: 4 });
      given([booked(mine)], withServices)
        .when(edit(mine.reservation_id, { adults: 4 }))
        .result();
      given([booked(mine), booked(other)], withServices)
        .when(moveWithinDay(mine.reservation_id, { timeMinute: 20 * 60 }))
        .thenThrows('CAPACITY_CONFLICT', { details: { reason: 'coversPerIntervalFull' } });
      given([booked(mine), booked(other)], withServices)
        .when(edit(other.reservation_id, { adults: 5 }))
        .thenThrows('CAPACITY_CONFLICT', { details: { reason: 'coversPerIntervalFull' } });
    });
  });

  it('refuses a table not on the plan, and a locked table', () => {
    given([])
      .when(book(aReservation({ table_ids: ['nope'] })))
      .thenThrows('TABLE_UNKNOWN');
    const locked: ReservationDayEvent = {
      type: 'TableStateChanged',
      data: { table_id: 't1', action: 'lock_table', from: 'Free', to: 'Locked', from_minute: 18 * 60, to_minute: 22 * 60, note: null },
    };
    given([locked])
      .when(bookAnyway(book(aReservation())))
      .thenThrows('TABLE_LOCKED');
  });

  it('refuses a walk-in after the operation end time', () => {
    given([], { clock: { date: '2026-12-01', minute: 23 * 60 } })
      .when(walkIn(aReservation({ kind: 'walk_in', status: 'Seated', time_minute: 23 * 60 }), 22 * 60))
      .thenThrows('WALK_IN_AFTER_END');
  });

  it('reassigns, exchanges and moves within the day', () => {
    const a = aReservation();
    const b = aReservation({ reservation_id: OTHER, table_ids: ['t2'] });
    given([booked(a), booked(b)])
      .when(reassign(ID, ['t2']))
      .thenThrows('TABLE_DOUBLE_BOOKED');
    const swapped = given([booked(a), booked(b)])
      .when(exchange(ID, OTHER))
      .result();
    expect(swapped.map((e) => (e.data as { after: { table_ids: string[] } }).after.table_ids)).toEqual([['t2'], ['t1']]);
    given([booked(a), booked(b)])
      .when(moveWithinDay(ID, { timeMinute: 21 * 60, tableIds: ['t2'] }))
      .then([
        {
          type: 'ReservationTablesAssigned',
          data: {
            reservation_id: ID,
            via: 'move_reservation',
            before: { time_minute: 1140, table_ids: ['t1'] },
            after: { time_minute: 1260, table_ids: ['t2'] },
            overrides: [],
          },
        },
      ]);
  });

  it('seats a party at the tables it is given, and gives no table to a party it cannot seat', () => {
    const a = aReservation();
    const seated = given([booked(a)])
      .when(seatAt(ID, ['t2']))
      .result();
    expect(seated.map((e) => e.type)).toEqual(['ReservationTablesAssigned', 'ReservationStatusChanged']);
    expect(seated[1].data).toMatchObject({ from: 'Booked', to: 'Seated' });
    // At 02:00 tomorrow's party may be given other tables but not seated: it is given none.
    const twoAm = { clock: { date: '2026-11-30', minute: 2 * 60 } };
    expect(
      given([booked(a)], twoAm)
        .when(reassign(ID, ['t2']))
        .result(),
    ).toHaveLength(1);
    given([booked(a)], twoAm)
      .when(seatAt(ID, ['t2']))
      .thenThrows('STATUS_CANNOT_BE_UPDATED');
  });

  it('refuses to move a departed booking', () => {
    given([booked(aReservation({ status: 'Departed' }))])
      .when(moveWithinDay(ID, { timeMinute: 1200 }))
      .thenThrows('STATUS_CANNOT_BE_UPDATED');
  });

  it('locks and unlocks tables following the table machine', () => {
    given([])
      .when({ type: 'ChangeTableState', data: { tableId: 't1', action: 'unlock_table', fromMinute: null, toMinute: null, note: null } })
      .thenThrows('TABLE_STATE_CANNOT_CHANGE');
    given([])
      .when({ type: 'ChangeTableState', data: { tableId: 't1', action: 'mark_cleaning_needed', fromMinute: 5, toMinute: 6, note: null } })
      .then([
        {
          type: 'TableStateChanged',
          data: {
            table_id: 't1',
            action: 'mark_cleaning_needed',
            from: 'Free',
            to: 'CleaningNeeded',
            from_minute: null,
            to_minute: null,
            note: null,
          },
        },
      ]);
  });
});
