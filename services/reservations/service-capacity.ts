import { DomainError } from '@covers/shared';
import {
  capacityRefusal,
  countInService,
  emptyLoad,
  holdOf,
  type OnlineLimits,
  type ServiceLoad,
  type ServiceOfDate,
} from '../availability';
import type { CapacityOverride } from './reservations.events';
import type { ReservationDay } from './reservations.state';
import { pax, type Reservation } from './reservation.types';

/** What a day decision needs of a service: its times, capacity fields and rules (from servicesForDate). */
export type DayService = Pick<
  ServiceOfDate,
  'serviceId' | 'startMinute' | 'endMinute' | 'intervalMinutes' | 'covers' | 'bookings' | 'allowChildren' | 'forbiddenTableIds'
>;

/** The service a time falls in, as the availability engine places bookings. */
export const serviceAt = (services: readonly DayService[], minute: number) =>
  services.find((s) => minute >= s.startMinute && minute < s.endMinute);

/** Each service's load on the day, counting the bookings of the day stream except `excludeId`. */
export function dayLoads(day: ReservationDay, services: readonly DayService[], excludeId?: string): Map<string, ServiceLoad> {
  const loads = new Map(services.map((s) => [s.serviceId, emptyLoad()]));
  for (const r of day.reservations.values()) if (r.reservation_id !== excludeId) countBooking(loads, services, r);
  return loads;
}

export function countBooking(loads: Map<string, ServiceLoad>, services: readonly DayService[], r: Reservation): void {
  const hold = holdOf(r.status);
  const service = hold === 'none' ? undefined : serviceAt(services, r.time_minute);
  if (service) countInService(loads.get(service.serviceId) as ServiceLoad, service, { pax: pax(r) }, r.time_minute, hold);
}

/**
 * Would `candidate` exceed its service's capacity (the availability engine's rules: totals, party-size
 * limits, covers and bookings per interval, waitlist maxima)? "Reservation/Table capacity conflict!" unless
 * the host chose Book anyways, in which case the limit overridden is returned for the audit trail.
 */
export function checkServiceCapacity(
  loads: Map<string, ServiceLoad>,
  services: readonly DayService[],
  candidate: Reservation,
  bookAnyway: boolean,
): CapacityOverride | null {
  const hold = holdOf(candidate.status);
  const service = hold === 'none' ? undefined : serviceAt(services, candidate.time_minute);
  if (!service) return null;
  const reason = capacityRefusal(
    service,
    loads.get(service.serviceId) as ServiceLoad,
    candidate.time_minute,
    pax(candidate),
    hold === 'waitlist',
  );
  if (!reason) return null;
  if (!bookAnyway) {
    throw new DomainError(
      'CAPACITY_CONFLICT',
      {},
      { reason, service_id: service.serviceId, time_minute: candidate.time_minute, pax: pax(candidate), choices: ['book_anyway'] },
    );
  }
  return { service_id: service.serviceId, reason };
}

/** An online booking within its service's capacity less what online may not take (the slot's covers, seats held offline); never overridden. */
export function checkOnlineCapacity(
  loads: Map<string, ServiceLoad>,
  services: readonly DayService[],
  candidate: Reservation,
  limits: OnlineLimits,
): void {
  const service = serviceAt(services, candidate.time_minute);
  const reason = service
    ? capacityRefusal(service, loads.get(service.serviceId) as ServiceLoad, candidate.time_minute, pax(candidate), false, limits)
    : 'outsideServices';
  if (reason) throw new DomainError('ONLINE_TIME_UNAVAILABLE', {}, { reason });
}

/** One booking's own share of each service's counters. */
function loadOf(services: readonly DayService[], r: Reservation): Map<string, ServiceLoad> {
  const loads = new Map(services.map((s) => [s.serviceId, emptyLoad()]));
  countBooking(loads, services, r);
  return loads;
}

const inBand = (load: ServiceLoad, band: { minPax: number; maxPax: number }) =>
  load.partySizes.filter((p) => p >= band.minPax && p <= band.maxPax).length;

function raises(service: DayService, before: ServiceLoad, after: ServiceLoad): boolean {
  const [was, will] = [before.usage, after.usage];
  if (
    will.covers > was.covers ||
    will.bookings > was.bookings ||
    will.waitlistCovers > was.waitlistCovers ||
    will.waitlistBookings > was.waitlistBookings
  )
    return true;
  for (const [bucket, slot] of after.perInterval) {
    const held = before.perInterval.get(bucket) ?? { covers: 0, bookings: 0 };
    if (slot.covers > held.covers || slot.bookings > held.bookings) return true;
  }
  return (service.bookings?.limitsByPartySize ?? []).some((band) => inBand(after, band) > inBand(before, band));
}

/**
 * Does changing `before` into `after` add to any counter of its service's capacity (another interval or
 * service, more covers, from released or waitlisted to booked, …)? A change that adds nothing (other tables,
 * a smaller party, a later time in the same interval) is never refused for capacity.
 */
export function addsLoad(services: readonly DayService[], before: Reservation, after: Reservation): boolean {
  const [was, will] = [loadOf(services, before), loadOf(services, after)];
  return services.some((s) => raises(s, was.get(s.serviceId) as ServiceLoad, will.get(s.serviceId) as ServiceLoad));
}
