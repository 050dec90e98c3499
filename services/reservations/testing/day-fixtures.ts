import type { OutletClock } from '@covers/shared';
import type { DayContext } from '../reservations.commands';
import type { ReservationDayEvent } from '../reservations.events';
import type { FloorSnapshot, Reservation } from '../reservation.types';
import type { DayService } from '../service-capacity';

export const metadata = { actor: 'user-1', now: '2026-12-01T10:00:00.000Z' };
export const MORNING: OutletClock = { date: '2026-12-01', minute: 10 * 60 };
/** T1 and T2 seat 1-4 (5-8 combined), T3 exactly 2. */
export const floor: FloorSnapshot = {
  tables: new Map([
    ['t1', { table_id: 't1', section_id: 's1', name: 'T1', min_pax: 1, max_pax: 4 }],
    ['t2', { table_id: 't2', section_id: 's1', name: 'T2', min_pax: 1, max_pax: 4 }],
    ['t3', { table_id: 't3', section_id: 's1', name: 'T3', min_pax: 2, max_pax: 2 }],
  ]),
  combinations: [{ table_ids: ['t1', 't2'], min_pax: 5, max_pax: 8 }],
};

/** Dinner 18:00-22:00: 10 covers, 4 covers and 3 bookings per 15 minutes, 2 covers waitlisted, one party of 7-10. */
export const DINNER: DayService = {
  serviceId: 'dinner',
  startMinute: 18 * 60,
  endMinute: 22 * 60,
  intervalMinutes: 15,
  covers: { minPartySize: 1, maxPartySize: 10, totalCovers: 10, maxCoversPerInterval: 4, maxCoversWaitlisted: 2 },
  bookings: {
    totalBookings: 20,
    maxBookingsPerInterval: 3,
    maxBookingsWaitlisted: 5,
    limitsByPartySize: [{ minPax: 7, maxPax: 10, maxBookings: 1 }],
  },
  allowChildren: true,
  forbiddenTableIds: [],
};

export const booked = (r: Reservation): ReservationDayEvent => ({
  type: 'ReservationBooked',
  data: { reservation: r, origin: 'reservation', overrides: [] },
});

/** The day a decider test starts from: the morning of 1 December, the floor above, no services. */
export const MORNING_DAY: DayContext = { clock: MORNING, floor, services: [], previousNightUntil: 0 };
