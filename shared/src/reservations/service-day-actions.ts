import { addDays } from '../availability/service-time';
import type { StatusUpdateAction } from './reservation-actions';

/** The party is here: only on the booking's own service day. */
export const ON_THE_DAY_ACTIONS: readonly StatusUpdateAction[] = ['arrive', 'seat', 'partially_seat'];
/** How the visit ended: not before the booking's service day has begun. */
export const ONCE_BEGUN_ACTIONS: readonly StatusUpdateAction[] = ['bill_paid', 'depart', 'done', 'no_show'];

/**
 * Whether a screen offers `action` on a booking of `date` while the outlet's clock reads `today`. The server
 * decides with the services that run past midnight (a booking of yesterday is still on its service day in the
 * early hours); a screen only leaves out what no service day allows: seating or a no-show before the booking's
 * date, seating two days after it.
 */
export function offeredOnDay(action: StatusUpdateAction, date: string, today: string): boolean {
  if (ON_THE_DAY_ACTIONS.includes(action)) return date <= today && date >= addDays(today, -1);
  if (ONCE_BEGUN_ACTIONS.includes(action)) return date <= today;
  return true;
}
