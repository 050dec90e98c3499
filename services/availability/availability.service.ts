import {
  daysBetween,
  DomainError,
  emptyDaySettings,
  MAX_CALENDAR_DAYS,
  recurringServicesOverlap,
  serviceFields,
  type ServiceDefinition,
  type calendarInfoRequest,
  type capacityAlertSetRequest,
  type dayNoteRequest,
  type dayRequest,
  type onlineTimingSwitchRequest,
  type QuickEditRequest,
  type recommendTableRequest,
  type restoreSessionDefaultRequest,
  type Service,
  type sessionAddRequest,
  type sessionCheckConflictRequest,
  type sessionDeleteGroupRequest,
  type sessionEditRequest,
  type sessionGetRequest,
  type SpecialDateSetRequest,
  type specialDateClearRequest,
  type specialDatesListRequest,
  type tableForbiddenSetRequest,
  type TimeSlotsRequest,
  type turnaroundTimeRequest,
} from '@covers/shared';
import type { z } from 'zod';
import type { OutletCaller } from '../access';
import { listFloorPlans, publishedSections, tableNames } from '../floor';
import { handleCommand, type EventStore } from '../eventstore';
import type { AvailabilityCommand } from './availability.commands';
import { availabilityDecider } from './availability.decider';
import { availabilityStreamId } from './availability.streams';
import { getCapacityAlert, listServices, loadSchedule, servicesByDate } from './availability.queries';
import { loadDayInput, loadRange, type BookingsBetween } from './day-input.queries';
import { bookableTimes, calendarDays, effectiveServices, recommendTable, turnaroundFor } from './engine';

/** A calendar range must run forward and stay within a month view. */
export function checkRange(from: string, to: string, maxDays: number): void {
  const span = daysBetween(from, to);
  if (span < 0 || span >= maxDays) throw new DomainError('VALIDATION_FAILED', { to: 'validation.invalidValue' });
}

/**
 * The availability application service, for spec §7's availability and session groups: the engine's answers
 * (times, tables, the calendar), the per-date settings, and the outlet's services (sessions).
 */
export class AvailabilityService {
  constructor(
    private readonly store: EventStore,
    private readonly bookingsBetween: BookingsBetween,
  ) {}

  private get manager() {
    return this.store.dataSource.manager;
  }

  private decide(caller: OutletCaller, command: AvailabilityCommand) {
    return handleCommand(
      this.store,
      availabilityDecider,
      { streamId: availabilityStreamId(caller.rid), rid: caller.rid },
      command,
      caller.metadata,
    );
  }

  /** The event data of the one event a command produced (every command here yields at most one). */
  private async decideOne<T>(caller: OutletCaller, command: AvailabilityCommand): Promise<T | null> {
    const { events } = await this.decide(caller, command);
    return (events[0]?.data as T | undefined) ?? null;
  }

  /** One date's times for a party: three SQL queries, then the engine in process. */
  async timeSlots(caller: OutletCaller, request: TimeSlotsRequest) {
    const { date, pax, children, channel, waitlist, serviceId, excludeReservationId } = request;
    const input = await loadDayInput(this.manager, this.bookingsBetween, caller.rid, date, caller.metadata.now);
    return {
      date,
      timezone: input.timeZone,
      pax,
      services: bookableTimes(input, { pax, children, channel, waitlist, serviceId, excludeReservationId }),
    };
  }

  async recommendTable(caller: OutletCaller, request: z.infer<typeof recommendTableRequest>) {
    const { date, time, pax, serviceId, excludeReservationId } = request;
    const input = await loadDayInput(this.manager, this.bookingsBetween, caller.rid, date, caller.metadata.now);
    const recommendation = recommendTable(input, { minute: time, pax, serviceId, excludeReservationId });
    if (!recommendation) throw new DomainError('SERVICE_NOT_FOUND', { time: 'errors.notFound' });
    return recommendation;
  }

  async calendarInfo(caller: OutletCaller, { from, to, pax }: z.infer<typeof calendarInfoRequest>) {
    checkRange(from, to, MAX_CALENDAR_DAYS);
    const range = await loadRange(this.manager, this.bookingsBetween, caller.rid, from, to);
    const days = calendarDays({
      from,
      to,
      timeZone: range.timeZone,
      now: caller.metadata.now,
      pax,
      capacityAlert: range.capacityAlert,
      servicesByDate: servicesByDate(range.schedule, from, to),
      days: range.schedule.days,
      reservations: range.reservations,
      floor: range.floor,
    });
    return { from, to, timezone: range.timeZone, days };
  }

  /** Dates of the range that have anything set: note, ad-hoc services, quick edits, switches, forbidden tables. */
  async specialDates(caller: OutletCaller, { from, to }: z.infer<typeof specialDatesListRequest>) {
    checkRange(from, to, 366);
    const schedule = await loadSchedule(this.manager, caller.rid, from, to);
    return Object.entries(schedule.days)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, settings]) => ({ date, ...settings }));
  }

  async setSpecialDate(caller: OutletCaller, request: SpecialDateSetRequest) {
    const services = request.services.map((s) => ({ ...serviceFields(s), ...(s.serviceId ? { serviceId: s.serviceId } : {}) }));
    await this.requireFloorIds(
      caller,
      services.map((service, i) => [`services.${i}.`, service]),
    );
    return this.decideOne(caller, { type: 'SetSpecialDate', data: { date: request.date, mode: request.mode, services } });
  }

  async clearSpecialDate(caller: OutletCaller, request: z.infer<typeof specialDateClearRequest>) {
    await this.decide(caller, { type: 'ClearSpecialDate', data: { date: request.date } });
    return { date: request.date };
  }

  writeDayNote(caller: OutletCaller, request: z.infer<typeof dayNoteRequest>) {
    return this.decideOne(caller, { type: 'WriteDayNote', data: { date: request.date, note: request.note } });
  }

  async onlineTimingSwitches(caller: OutletCaller, request: z.infer<typeof dayRequest>) {
    const { date, settings, services } = await this.daySettings(caller, request.date);
    return {
      date,
      day: settings.switches.day ?? true,
      services: services.map((s) => ({
        serviceId: s.serviceId,
        online: s.online,
        slots: s.onlineSlots.map((slot) => ({ slotId: slot.slotId, online: slot.online })),
      })),
    };
  }

  switchOnlineBooking(caller: OutletCaller, request: z.infer<typeof onlineTimingSwitchRequest>) {
    const command = {
      type: 'SwitchOnlineBooking' as const,
      data: { date: request.date ?? null, serviceId: request.serviceId ?? null, slotId: request.slotId ?? null, online: request.online },
    };
    return this.decideOne(caller, command);
  }

  quickEdit(caller: OutletCaller, request: QuickEditRequest) {
    const { date, serviceId, startMinute, endMinute, allowChildren, covers, bookings, turnaround, cutoff } = request;
    const changes = Object.fromEntries(
      Object.entries({ startMinute, endMinute, allowChildren, covers, bookings, turnaround, cutoff }).filter(([, v]) => v !== undefined),
    );
    return this.decideOne(caller, { type: 'QuickEditService', data: { date, serviceId, changes } });
  }

  async forbiddenTables(caller: OutletCaller, request: z.infer<typeof dayRequest>) {
    const { date, settings } = await this.daySettings(caller, request.date);
    return { date, forbiddenTables: settings.forbiddenTables };
  }

  /**
   * The sections (seating, slot table priority) and table plans a service names must be the outlet's: an unknown
   * id is refused as not found, under its path (`onlineSlots.0.tablePriority.1`) with the given prefix.
   */
  private async requireFloorIds(caller: OutletCaller, services: [prefix: string, service: ServiceDefinition][]) {
    const [sections, plans] = await Promise.all([publishedSections(this.manager, caller.rid), listFloorPlans(this.manager, caller.rid)]);
    const sectionIds = new Set(sections.map((section) => section.id));
    const planIds = new Set(plans.map((plan) => plan.planId));
    const unknown: [string, string][] = [];
    const check = (ids: readonly string[], known: Set<string>, path: string) =>
      ids.forEach((id, i) => {
        if (!known.has(id)) unknown.push([`${path}.${i}`, 'errors.notFound']);
      });
    for (const [prefix, service] of services) {
      check(service.sectionIds, sectionIds, `${prefix}sectionIds`);
      check(service.tablePlanIds, planIds, `${prefix}tablePlanIds`);
      service.onlineSlots.forEach((slot, i) => check(slot.tablePriority, sectionIds, `${prefix}onlineSlots.${i}.tablePriority`));
    }
    if (unknown.length > 0) throw new DomainError('VALIDATION_FAILED', Object.fromEntries(unknown));
  }

  /** Only tables of the outlet's published plans may be forbidden: an unknown id is refused as not found. */
  async forbidTables(caller: OutletCaller, request: z.infer<typeof tableForbiddenSetRequest>) {
    const known = await tableNames(this.manager, caller.rid);
    const unknown = request.tableIds.flatMap((id, i) => (known.has(id) ? [] : [[`tableIds.${i}`, 'errors.notFound'] as const]));
    if (unknown.length > 0) throw new DomainError('VALIDATION_FAILED', Object.fromEntries(unknown));
    const command = {
      type: 'ForbidTables' as const,
      data: { date: request.date, serviceId: request.serviceId ?? null, tableIds: request.tableIds },
    };
    return this.decideOne(caller, command);
  }

  restoreSessionDefault(caller: OutletCaller, request: z.infer<typeof restoreSessionDefaultRequest>) {
    return this.decideOne(caller, { type: 'RestoreSessionDefault', data: { date: request.date, serviceId: request.serviceId } });
  }

  capacityAlert(caller: OutletCaller) {
    return getCapacityAlert(this.manager, caller.rid);
  }

  async setCapacityAlert(caller: OutletCaller, request: z.infer<typeof capacityAlertSetRequest>) {
    const settings = { enabled: request.enabled, thresholdPercent: request.thresholdPercent, emails: request.emails };
    await this.decide(caller, { type: 'SetCapacityAlert', data: { settings } });
    return settings;
  }

  listServices(caller: OutletCaller): Promise<Service[]> {
    return listServices(this.manager, caller.rid);
  }

  /** The services that run on a local date: the weekday's regular ones (unless a special date replaces them) and its ad-hoc ones. */
  async servicesRunningOn(caller: OutletCaller, date: string): Promise<Service[]> {
    const schedule = await loadSchedule(this.manager, caller.rid, date, date);
    return effectiveServices(schedule.services, schedule.days[date] ?? null, date).map(
      ({ adHoc: _adHoc, forbiddenTableIds: _forbidden, ...service }) => service,
    );
  }

  async getService(caller: OutletCaller, request: z.infer<typeof sessionGetRequest>): Promise<Service> {
    const service = (await this.listServices(caller)).find((s) => s.serviceId === request.serviceId);
    if (!service) throw new DomainError('SERVICE_NOT_FOUND', { serviceId: 'errors.notFound' });
    return service;
  }

  async addService(caller: OutletCaller, request: z.infer<typeof sessionAddRequest>) {
    const service = serviceFields(request);
    await this.requireFloorIds(caller, [['', service]]);
    const added = await this.decideOne<{ service: Service }>(caller, { type: 'AddService', data: { service } });
    return added?.service;
  }

  async editService(caller: OutletCaller, request: z.infer<typeof sessionEditRequest>) {
    const service = serviceFields(request);
    await this.requireFloorIds(caller, [['', service]]);
    const command = { type: 'EditService' as const, data: { serviceId: request.serviceId, service } };
    return (await this.decideOne<{ service: Service }>(caller, command))?.service;
  }

  deleteServices(caller: OutletCaller, request: z.infer<typeof sessionDeleteGroupRequest>) {
    return this.decideOne(caller, { type: 'DeleteServices', data: { serviceIds: request.serviceIds } });
  }

  async checkConflict(caller: OutletCaller, draft: z.infer<typeof sessionCheckConflictRequest>) {
    const clashes = (await this.listServices(caller)).filter((s) => s.serviceId !== draft.serviceId && recurringServicesOverlap(draft, s));
    return { conflict: clashes.length > 0, serviceIds: clashes.map((s) => s.serviceId) };
  }

  async turnaroundTime(caller: OutletCaller, { serviceId, pax, date }: z.infer<typeof turnaroundTimeRequest>) {
    const schedule = date ? await loadSchedule(this.manager, caller.rid, date, date) : null;
    const service = schedule
      ? effectiveServices(schedule.services, schedule.days[date as string] ?? null, date as string).find((s) => s.serviceId === serviceId)
      : await this.getService(caller, { serviceId });
    if (!service) throw new DomainError('SERVICE_NOT_FOUND', { serviceId: 'errors.notFound' });
    return { serviceId, pax, minutes: turnaroundFor(service, pax) };
  }

  private async daySettings(caller: OutletCaller, date: string) {
    const schedule = await loadSchedule(this.manager, caller.rid, date, date);
    const settings = schedule.days[date] ?? emptyDaySettings();
    return { date, settings, services: effectiveServices(schedule.services, schedule.days[date] ?? null, date) };
  }
}
