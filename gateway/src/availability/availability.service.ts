import { Inject, Injectable } from '@nestjs/common';
import {
  availabilityDecider,
  availabilityStreamId,
  bookableTimes,
  calendarDays,
  effectiveServices,
  listServices,
  loadDayInput,
  loadRange,
  loadSchedule,
  recommendTable,
  servicesByDate,
  turnaroundFor,
  type AvailabilityCommand,
  type SlotQuery,
} from '@covers/services/availability';
import { EventStore, handleCommand, type EventMetadata } from '@covers/services/eventstore';
import { daysBetween, DomainError, emptyDaySettings, recurringServicesOverlap, type RecurringTimes, type Service } from '@covers/shared';
import type { DataSource } from 'typeorm';
import type { CurrentUser } from '../access/current-user';
import { DATA_SOURCE } from '../database/database.module';

export const availabilityMetadata = (caller: CurrentUser, platform?: string): EventMetadata => ({
  actor: caller.userId,
  now: new Date().toISOString(),
  ...(platform ? { platform } : {}),
});

/** The availability context for both endpoint groups (availability and session): commands and engine reads. */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  decide(rid: number, command: AvailabilityCommand, metadata: EventMetadata) {
    return handleCommand(this.store, availabilityDecider, { streamId: availabilityStreamId(rid), rid }, command, metadata);
  }

  /** The event data of the one event a command produced (every command here yields at most one). */
  async decideOne<T>(rid: number, command: AvailabilityCommand, metadata: EventMetadata): Promise<T | null> {
    const { events } = await this.decide(rid, command, metadata);
    return (events[0]?.data as T | undefined) ?? null;
  }

  get manager() {
    return this.dataSource.manager;
  }

  listServices(rid: number): Promise<Service[]> {
    return listServices(this.dataSource.manager, rid);
  }

  async getService(rid: number, serviceId: string): Promise<Service> {
    const service = (await this.listServices(rid)).find((s) => s.serviceId === serviceId);
    if (!service) throw new DomainError('SERVICE_NOT_FOUND', { serviceId: 'errors.notFound' });
    return service;
  }

  async checkConflict(rid: number, draft: RecurringTimes & { serviceId?: string }) {
    const clashes = (await this.listServices(rid)).filter((s) => s.serviceId !== draft.serviceId && recurringServicesOverlap(draft, s));
    return { conflict: clashes.length > 0, serviceIds: clashes.map((s) => s.serviceId) };
  }

  async turnaroundTime(rid: number, serviceId: string, pax: number, date?: string) {
    const schedule = date ? await loadSchedule(this.dataSource.manager, rid, date, date) : null;
    const service = schedule
      ? effectiveServices(schedule.services, schedule.days[date as string] ?? null, date as string).find((s) => s.serviceId === serviceId)
      : await this.getService(rid, serviceId);
    if (!service) throw new DomainError('SERVICE_NOT_FOUND', { serviceId: 'errors.notFound' });
    return { serviceId, pax, minutes: turnaroundFor(service, pax) };
  }

  /** One date's times for a party: three SQL queries, then the engine in process. */
  async timeSlots(rid: number, date: string, query: SlotQuery, now: string) {
    const input = await loadDayInput(this.dataSource.manager, rid, date, now);
    return { date, timezone: input.timeZone, pax: query.pax, services: bookableTimes(input, query) };
  }

  async recommendTable(rid: number, date: string, request: { minute: number; pax: number; serviceId?: string; excludeReservationId?: string }, now: string) {
    const input = await loadDayInput(this.dataSource.manager, rid, date, now);
    const recommendation = recommendTable(input, request);
    if (!recommendation) throw new DomainError('SERVICE_NOT_FOUND', { time: 'errors.notFound' });
    return recommendation;
  }

  async calendarInfo(rid: number, from: string, to: string, pax: number, now: string) {
    const range = await loadRange(this.dataSource.manager, rid, from, to);
    const days = calendarDays({
      from,
      to,
      timeZone: range.timeZone,
      now,
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
  async specialDates(rid: number, from: string, to: string) {
    const schedule = await loadSchedule(this.dataSource.manager, rid, from, to);
    return Object.entries(schedule.days)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, settings]) => ({ date, ...settings }));
  }

  async daySettings(rid: number, date: string) {
    const schedule = await loadSchedule(this.dataSource.manager, rid, date, date);
    const settings = schedule.days[date] ?? emptyDaySettings();
    return { date, settings, services: effectiveServices(schedule.services, schedule.days[date] ?? null, date) };
  }
}

/** A calendar range must run forward and stay within a month view. */
export function checkRange(from: string, to: string, maxDays: number): void {
  const span = daysBetween(from, to);
  if (span < 0 || span >= maxDays) throw new DomainError('VALIDATION_FAILED', { to: 'validation.invalidValue' });
}
