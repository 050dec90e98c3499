import { addDays, DAY_MINUTES, DomainError, ON_THE_DAY_ACTIONS, ONCE_BEGUN_ACTIONS, type StatusUpdateAction } from '@covers/shared';
import type { DayContext } from './reservations.commands';
import type { Reservation } from './reservation.types';

/** How far into the next date (minutes past its midnight) the latest of a date's services runs; 0 when none does. */
export const nightRunsUntil = (services: readonly { endMinute: number }[]): number =>
  Math.max(0, ...services.map((s) => s.endMinute - DAY_MINUTES));

export type ServiceDayStanding = 'past' | 'current' | 'future';

/**
 * Where a date stands against the outlet's service day now. The service day is the outlet's local date,
 * except in the early hours while a service of the previous date still runs past midnight: then it is still
 * the previous date. `context.services` are the services of `date`, `previousNightUntil` how far the
 * services of the date before it run into it.
 */
export function serviceDayStanding(
  date: string,
  context: Pick<DayContext, 'clock' | 'services' | 'previousNightUntil'>,
): ServiceDayStanding {
  const { clock } = context;
  if (date === clock.date) return clock.minute < context.previousNightUntil ? 'future' : 'current';
  if (date === addDays(clock.date, -1)) return clock.minute < nightRunsUntil(context.services) ? 'current' : 'past';
  return date < clock.date ? 'past' : 'future';
}

/** Seating and closing a visit follow the service clock of the booking's own day: "Status cannot be updated." otherwise. */
export function requireServiceDay(r: Reservation, action: StatusUpdateAction, shown: string, context: DayContext): void {
  const needsToday = ON_THE_DAY_ACTIONS.includes(action);
  if (!needsToday && !ONCE_BEGUN_ACTIONS.includes(action)) return;
  const standing = serviceDayStanding(r.date, context);
  if (standing === 'future' || (needsToday && standing === 'past')) {
    throw new DomainError(
      'STATUS_CANNOT_BE_UPDATED',
      {},
      { reservation_id: r.reservation_id, status: shown, action, service_day: standing },
    );
  }
}
