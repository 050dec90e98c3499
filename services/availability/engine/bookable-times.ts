import {
  formatServiceMinute,
  heldCoversAt,
  heldSectionIds,
  type Cutoff,
  type HeldCovers,
  type RefusalReason,
  type StoredOnlineSlot,
} from '@covers/shared';
import { intervalOf, prepareDay, type PreparedDay, type ServiceLoad } from './day-occupancy';
import type { EffectiveService } from './effective-services';
import type { DayInput, ServiceTimes, SlotQuery, TimeOption } from './engine.types';
import { anyTableFits } from './table-choice';
import { turnaroundFor } from './turnaround';

/** The moment (epoch minutes) after which a time can no longer be booked online. */
function cutoffInstant(day: PreparedDay, service: EffectiveService, cutoff: Cutoff, start: number): number | null {
  const from = cutoff.relativeTo === 'slot' ? start : day.clock(service.startMinute);
  return from === null ? null : from - cutoff.minutes;
}

/**
 * Can a party book `minute` in this service? The first rule it breaks is the reason: blocked, cut-off
 * (online only), children, party size, waitlist, service totals, party-size limits, interval pacing, tables.
 */
export function refusalAt(
  day: PreparedDay,
  service: EffectiveService,
  minute: number,
  query: SlotQuery,
  slot?: StoredOnlineSlot,
): RefusalReason | null {
  const start = day.clock(minute);
  if (start === null) return null;
  const online = query.channel === 'online';
  if (online && !(slot ? slot.online : service.online)) return 'blocked';
  if (online) {
    const deadline = cutoffInstant(day, service, slot?.cutoff ?? service.cutoff, start);
    if (deadline === null || day.nowMinute > deadline) return 'cutoffPassed';
  }
  if (query.children > 0 && !service.allowChildren) return 'childrenNotAllowed';
  const covers = service.covers;
  if (covers && (query.pax < covers.minPartySize || query.pax > covers.maxPartySize)) return 'partySizeOutOfRange';
  const load = day.loads.get(service.serviceId) as ServiceLoad;
  const limits = online ? onlineLimits(service, minute, query, slot) : {};
  const capacity = capacityRefusal(service, load, minute, query.pax, query.waitlist, limits);
  if (capacity || query.waitlist) return capacity;
  const tablesService = online ? withoutHeldSections(day, service, query) : service;
  if (day.input.floor.tables.length > 0 && !anyTableFits(day, tablesService, query.pax, start, start + turnaroundFor(service, query.pax)))
    return 'noTableFits';
  return null;
}

/** What limits an online booking beyond the service's own capacity: its slot's covers per interval, and the seats held offline. */
export interface OnlineLimits {
  slotMaxCoversPerInterval?: number;
  held?: HeldCovers;
}

export const onlineLimits = (
  service: ServiceCapacity,
  minute: number,
  query: Pick<SlotQuery, 'offlineHolds'>,
  slot?: StoredOnlineSlot,
) => ({
  slotMaxCoversPerInterval: slot?.maxCoversPerInterval,
  held: heldCoversAt(
    query.offlineHolds ?? [],
    service.serviceId,
    service.startMinute + intervalOf(service, minute) * service.intervalMinutes,
  ),
});

/** Online, the tables of sections held offline are not offered. */
function withoutHeldSections(day: PreparedDay, service: EffectiveService, query: SlotQuery): EffectiveService {
  const sections = new Set(heldSectionIds(query.offlineHolds ?? [], service.serviceId));
  if (sections.size === 0) return service;
  const held = day.input.floor.tables.filter((t) => sections.has(t.sectionId)).map((t) => t.tableId);
  return { ...service, forbiddenTableIds: [...service.forbiddenTableIds, ...held] };
}

/** The capacity fields of a service (spec §3) a booking is counted against. */
export type ServiceCapacity = Pick<EffectiveService, 'serviceId' | 'startMinute' | 'intervalMinutes' | 'covers' | 'bookings'>;

/**
 * Would one more booking of `pax` at `minute` exceed the service's capacity? Waitlist maxima for a
 * waitlist entry; otherwise service totals, limits by party size, then covers and bookings per interval.
 * Online, the slot's own covers per interval also apply, and the covers held offline are not offered.
 * Shared with the reservation day's decisions.
 */
export function capacityRefusal(
  service: ServiceCapacity,
  load: ServiceLoad,
  minute: number,
  pax: number,
  waitlist: boolean,
  { slotMaxCoversPerInterval, held = { covers: 0, intervalCovers: 0 } }: OnlineLimits = {},
): RefusalReason | null {
  const { covers, bookings } = service;
  if (waitlist) {
    const coversFull = covers?.maxCoversWaitlisted !== undefined && load.usage.waitlistCovers + pax > covers.maxCoversWaitlisted;
    const bookingsFull = bookings?.maxBookingsWaitlisted !== undefined && load.usage.waitlistBookings + 1 > bookings.maxBookingsWaitlisted;
    return coversFull || bookingsFull ? 'waitlistFull' : null;
  }
  if (covers && load.usage.covers + pax > covers.totalCovers - held.covers) return 'serviceCoversReached';
  if (bookings?.totalBookings !== undefined && load.usage.bookings + 1 > bookings.totalBookings) return 'serviceBookingsReached';
  const limit = bookings?.limitsByPartySize.find((l) => pax >= l.minPax && pax <= l.maxPax);
  if (limit && load.partySizes.filter((p) => p >= limit.minPax && p <= limit.maxPax).length + 1 > limit.maxBookings)
    return 'partySizeLimitReached';
  const inInterval = load.perInterval.get(intervalOf(service, minute)) ?? { covers: 0, bookings: 0 };
  const maxCovers = Math.min(covers?.maxCoversPerInterval ?? Infinity, slotMaxCoversPerInterval || Infinity) - held.intervalCovers;
  if (inInterval.covers + pax > maxCovers) return 'coversPerIntervalFull';
  if (bookings?.maxBookingsPerInterval !== undefined && inInterval.bookings + 1 > bookings.maxBookingsPerInterval)
    return 'bookingsPerIntervalFull';
  return null;
}

/** Times offered: every interval of the service for staff; the online slots' intervals online. */
function candidateTimes(service: EffectiveService, channel: SlotQuery['channel']): { minute: number; slot?: StoredOnlineSlot }[] {
  const times: { minute: number; slot?: StoredOnlineSlot }[] = [];
  if (channel === 'online' && service.onlineSlots.length > 0) {
    for (const slot of service.onlineSlots)
      for (let m = slot.startMinute; m < slot.endMinute; m += slot.intervalMinutes) times.push({ minute: m, slot });
    return times.sort((a, b) => a.minute - b.minute);
  }
  for (let m = service.startMinute; m < service.endMinute; m += service.intervalMinutes) times.push({ minute: m });
  return times;
}

export function timesOfService(day: PreparedDay, service: EffectiveService, query: SlotQuery): ServiceTimes {
  const times: TimeOption[] = [];
  for (const { minute, slot } of candidateTimes(service, query.channel)) {
    if (day.clock(minute) === null) continue;
    const reason = refusalAt(day, service, minute, query, slot);
    const option: TimeOption = { minute, label: formatServiceMinute(minute), available: reason === null };
    if (reason) option.reason = reason;
    if (slot) option.slotId = slot.slotId;
    times.push(option);
  }
  const { serviceId, name, color, startMinute, endMinute, adHoc, online } = service;
  return { serviceId, name, color, startMinute, endMinute, adHoc, online, usage: (day.loads.get(serviceId) as ServiceLoad).usage, times };
}

/** For an outlet's date and a party: each service's times, bookable or refused with the reason. */
export function bookableTimes(input: DayInput, query: SlotQuery): ServiceTimes[] {
  const day = prepareDay(input, query.excludeReservationId);
  return input.services
    .filter((s) => !query.serviceId || s.serviceId === query.serviceId)
    .map((service) => timesOfService(day, service, query));
}
