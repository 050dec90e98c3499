import type { OutletClock } from '@covers/shared';
import type { CapacityOverride, Override, RulesOverride } from './reservations.events';
import type { ReservationDay } from './reservations.state';
import { addsLoad, checkServiceCapacity, dayLoads, type DayService } from './service-capacity';
import { checkServiceRules } from './service-rules';
import { checkTables, holdsTables, occupiesTables } from './table-assignment';
import { pax, type FloorSnapshot, type Reservation } from './reservation.types';

/** What a decision overrode (Book anyways, the service rules), carried by its event into the audit trail. */
export interface Admission {
  overrides: Override[];
  capacity_override?: CapacityOverride;
  rules_override?: RulesOverride;
}

export interface AdmissionContext {
  /** null: the party is not checked against the tables' range (a status change assigns no tables). */
  floor: FloorSnapshot | null;
  clock: OutletClock;
  services: readonly DayService[];
  previousNightUntil: number;
  bookAnyway: boolean;
  /** Staff allowed to choose to book outside the service rules did so. */
  overrideRules: boolean;
  /** A walk-in: its time is now, so it is not refused for falling outside every service. */
  anyTime?: boolean;
  /** Bookings not to clash with (an exchange's two bookings). */
  ignore?: readonly string[];
}

/** Does the change put the booking on tables, or on them at another time, size or length? */
function takesTables(current: Reservation, candidate: Reservation): boolean {
  return (
    current.table_ids.join(',') !== candidate.table_ids.join(',') ||
    current.time_minute !== candidate.time_minute ||
    current.duration_minutes !== candidate.duration_minutes ||
    pax(current) !== pax(candidate) ||
    (!holdsTables(current.status) && holdsTables(candidate.status)) ||
    (!occupiesTables(current.status) && occupiesTables(candidate.status))
  );
}

/** Does the change bring the booking to another time, party or tables, which the service rules are about? */
const meetsRulesAgain = (current: Reservation, candidate: Reservation) =>
  current.time_minute !== candidate.time_minute ||
  current.adults !== candidate.adults ||
  current.children !== candidate.children ||
  current.table_ids.join(',') !== candidate.table_ids.join(',');

/**
 * The one gate of every decision that puts covers or tables on the day: a new booking, a walk-in, a move in
 * time, to other tables or from another day, an exchange, a resize, and a status change that brings a booking
 * back (reinstate, switch between waitlist and reservation, seat). `current` is the booking as it stands on
 * this day, null when it is new here. First the service rules when it is new or changes time, party or
 * tables (checkServiceRules: outside every service, children, party size, a table not bookable). Its tables
 * are checked when it takes them (checkTables: "Table double booked!", "Tables already assigned to another
 * booking.", locks, the party against the tables), then its service's capacity when the change adds to it
 * (checkServiceCapacity). Book anyways overrides what may be overridden, the rules only `overrideRules`; what
 * was overridden is returned for the event and the audit trail.
 */
export function admit(day: ReservationDay, candidate: Reservation, current: Reservation | null, context: AdmissionContext): Admission {
  const { floor, clock, services, bookAnyway, ignore } = context;
  const rules =
    !current || meetsRulesAgain(current, candidate)
      ? checkServiceRules(
          candidate,
          { services, previousNightUntil: context.previousNightUntil, anyTime: context.anyTime ?? false },
          context.overrideRules,
        )
      : null;
  const overrides = !current || takesTables(current, candidate) ? checkTables(day, candidate, { floor, bookAnyway, clock, ignore }) : [];
  const capacity =
    !current || addsLoad(services, current, candidate)
      ? checkServiceCapacity(dayLoads(day, services, candidate.reservation_id), services, candidate, bookAnyway)
      : null;
  return { overrides, ...(capacity ? { capacity_override: capacity } : {}), ...(rules ? { rules_override: rules } : {}) };
}

/** For events whose override fields are optional: only what was actually overridden. */
export function overridden(admission: Admission): Partial<Admission> {
  return {
    ...(admission.overrides.length > 0 ? { overrides: admission.overrides } : {}),
    ...(admission.capacity_override ? { capacity_override: admission.capacity_override } : {}),
    ...(admission.rules_override ? { rules_override: admission.rules_override } : {}),
  };
}
