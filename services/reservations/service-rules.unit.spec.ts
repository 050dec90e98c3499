import { deciderSpec } from '../testing/decider-spec';
import { reservationDayDecider } from './reservations.decider';
import type { DayContext } from './reservations.commands';
import type { ReservationDayEvent } from './reservations.events';
import { book, bookAnyway, edit, moveWithinDay, overrideRules, reassign, seat, walkIn } from './testing/day-commands';
import { booked, DINNER, metadata, MORNING_DAY } from './testing/day-fixtures';
import { aReservation } from './testing/reservation.fixture';
import type { DayService } from './service-capacity';

const given = (events: ReservationDayEvent[], context: Partial<DayContext> = {}) =>
  deciderSpec(reservationDayDecider({ ...MORNING_DAY, ...context }), metadata)(events);

/** Lunch 11:30-15:00 for parties of 1 to 10 (80 covers, 20 per interval); Late Supper 23:30-01:30 (+1) without children, T3 not bookable. */
const LUNCH: DayService = {
  ...DINNER,
  serviceId: 'lunch',
  startMinute: 690,
  endMinute: 900,
  covers: { minPartySize: 1, maxPartySize: 10, totalCovers: 80, maxCoversPerInterval: 20, maxCoversWaitlisted: 10 },
  bookings: undefined,
};
const LATE_SUPPER: DayService = {
  ...DINNER,
  serviceId: 'late-supper',
  startMinute: 1410,
  endMinute: 1530,
  allowChildren: false,
  forbiddenTableIds: ['t3'],
};
const day = { services: [LUNCH, LATE_SUPPER] };
const refused = (reasons: string[], service_id: string | null) => ({ details: { reasons, service_id, choices: ['override_rules'] } });

describe('staff bookings meet the service rules, or override them explicitly', () => {
  const twelveAtLunch = aReservation({ time_minute: 12 * 60, adults: 12, table_ids: [] });
  const childAtSupper = aReservation({ time_minute: 23 * 60 + 45, adults: 2, children: 1, table_ids: [] });
  const onT3 = aReservation({ time_minute: 23 * 60 + 45, table_ids: ['t3'] });
  const atFour = aReservation({ time_minute: 16 * 60, table_ids: [] });

  it('refuses 12 pax at a Lunch whose maximum is 10, with the reason', () => {
    given([], day)
      .when(book(twelveAtLunch))
      .thenThrows('SERVICE_RULES_BROKEN', refused(['partySizeOutOfRange'], 'lunch'));
    // Book anyways answers a clash or a full service, not the rules.
    given([], day)
      .when(bookAnyway(book(twelveAtLunch)))
      .thenThrows('SERVICE_RULES_BROKEN');
  });

  it('refuses children where the service allows none, a table marked not bookable, and a time outside every service', () => {
    given([], day)
      .when(book(childAtSupper))
      .thenThrows('SERVICE_RULES_BROKEN', refused(['childrenNotAllowed'], 'late-supper'));
    given([], day)
      .when(book(onT3))
      .thenThrows('SERVICE_RULES_BROKEN', refused(['tableNotBookable'], 'late-supper'));
    given([], day)
      .when(book(atFour))
      .thenThrows('SERVICE_RULES_BROKEN', refused(['outsideServices'], null));
  });

  it('books over the rules when staff override them, recording what was overridden', () => {
    given([], day)
      .when(overrideRules(book(twelveAtLunch)))
      .then([
        {
          type: 'ReservationBooked',
          data: {
            reservation: twelveAtLunch,
            origin: 'reservation',
            overrides: [],
            rules_override: { service_id: 'lunch', reasons: ['partySizeOutOfRange'] },
          },
        },
      ]);
  });

  it('checks a move, an edit of the party and a reassignment, but not a status change nor an unchanged party', () => {
    const lunchForTwo = aReservation({ time_minute: 12 * 60, table_ids: ['t1'] });
    given([booked(lunchForTwo)], day)
      .when(moveWithinDay(lunchForTwo.reservation_id, { timeMinute: 16 * 60 }))
      .thenThrows('SERVICE_RULES_BROKEN', refused(['outsideServices'], null));
    given([booked(lunchForTwo)], day)
      .when(edit(lunchForTwo.reservation_id, { adults: 11 }))
      .thenThrows('SERVICE_RULES_BROKEN', refused(['partySizeOutOfRange'], 'lunch'));
    given([booked(onT3)], { ...day, services: [LUNCH, { ...LATE_SUPPER, forbiddenTableIds: [] }] })
      .when(reassign(onT3.reservation_id, ['t1']))
      .then([
        {
          type: 'ReservationTablesAssigned',
          data: {
            reservation_id: onT3.reservation_id,
            via: 'reassign_table',
            before: { time_minute: onT3.time_minute, table_ids: ['t3'] },
            after: { time_minute: onT3.time_minute, table_ids: ['t1'] },
            overrides: [],
          },
        },
      ]);
    // A booking made over the rules earlier is seated, and its remarks edited, without asking again.
    given([booked(atFour)], { ...day, clock: { date: '2026-12-01', minute: 16 * 60 } })
      .when(seat(atFour.reservation_id))
      .then([
        {
          type: 'ReservationStatusChanged',
          data: {
            reservation_id: atFour.reservation_id,
            action: 'seat',
            from: 'Booked',
            to: 'Seated',
            shown_as: 'Booked',
            reason: null,
            at: metadata.now,
          },
        },
      ]);
    given([booked(atFour)], day)
      .when(edit(atFour.reservation_id, { remarks: 'Window' }))
      .then([
        {
          type: 'ReservationEdited',
          data: { reservation_id: atFour.reservation_id, before: { remarks: null }, after: { remarks: 'Window' } },
        },
      ]);
  });

  it('takes a walk-in at any time but not children where none are allowed; the previous night has no rules here', () => {
    const walkInAtFour = aReservation({ kind: 'walk_in', status: 'Queue', time_minute: 16 * 60, table_ids: [] });
    given([], day)
      .when(walkIn(walkInAtFour))
      .then([{ type: 'ReservationBooked', data: { reservation: walkInAtFour, origin: 'walk_in', overrides: [] } }]);
    given([], day)
      .when(walkIn({ ...childAtSupper, kind: 'walk_in', status: 'Queue' }))
      .thenThrows('SERVICE_RULES_BROKEN', refused(['childrenNotAllowed'], 'late-supper'));
    const atOne = aReservation({ time_minute: 60, table_ids: [] });
    given([], { ...day, previousNightUntil: 90 })
      .when(book(atOne))
      .then([{ type: 'ReservationBooked', data: { reservation: atOne, origin: 'reservation', overrides: [] } }]);
    given([], day)
      .when(book(atOne))
      .thenThrows('SERVICE_RULES_BROKEN', refused(['outsideServices'], null));
    // A date without services has no rules to meet.
    given([])
      .when(book(atFour))
      .then([{ type: 'ReservationBooked', data: { reservation: atFour, origin: 'reservation', overrides: [] } }]);
  });
});
