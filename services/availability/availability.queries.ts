import { addDays, DEFAULT_CAPACITY_ALERT, type CapacityAlertSettings, type Cutoff, type DaySettings, type Service } from '@covers/shared';
import type { EntityManager } from 'typeorm';
import { effectiveServices, type EffectiveService } from './engine/effective-services';
import { turnaroundFor } from './engine/turnaround';

/** An outlet's schedule: its regular services and the settings of the dates asked for. */
export interface Schedule {
  services: Service[];
  days: Record<string, DaySettings>;
}

export async function loadSchedule(manager: EntityManager, rid: number, from: string, to: string): Promise<Schedule> {
  const [row]: { services: Service[] | null; days: Record<string, DaySettings> | null }[] = await manager.query(
    `SELECT (SELECT json_agg(definition ORDER BY start_minute) FROM availability_services WHERE rid = $1) AS services,
            (SELECT json_object_agg(date, settings) FROM availability_days WHERE rid = $1 AND date BETWEEN $2 AND $3) AS days`,
    [rid, from, to],
  );
  return { services: row.services ?? [], days: row.days ?? {} };
}

export async function listServices(manager: EntityManager, rid: number): Promise<Service[]> {
  const rows: { definition: Service }[] = await manager.query(
    `SELECT definition FROM availability_services WHERE rid = $1 ORDER BY start_minute, service_id`,
    [rid],
  );
  return rows.map((r) => r.definition);
}

export async function getCapacityAlert(manager: EntityManager, rid: number): Promise<CapacityAlertSettings> {
  const rows: { capacity_alert: CapacityAlertSettings }[] = await manager.query(
    `SELECT capacity_alert FROM availability_settings WHERE rid = $1`,
    [rid],
  );
  return rows[0]?.capacity_alert ?? DEFAULT_CAPACITY_ALERT;
}

/** The effective services of each date from `from` to `to`. */
export function servicesByDate(schedule: Schedule, from: string, to: string): Map<string, EffectiveService[]> {
  const result = new Map<string, EffectiveService[]>();
  for (let date = from; date <= to; date = addDays(date, 1))
    result.set(date, effectiveServices(schedule.services, schedule.days[date] ?? null, date));
  return result;
}

/** What the reservations context needs of a service running on a date. */
export interface ServiceOfDate {
  serviceId: string;
  name: string;
  color: string;
  /** Minutes from the date's midnight; past 1440 is the next day (+1). */
  startMinute: number;
  endMinute: number;
  allowChildren: boolean;
  /** Tables not bookable in this service on this date (for the service, or all day). */
  forbiddenTableIds: string[];
  turnaroundMinutes: (pax: number) => number;
  cutoff: Cutoff;
  online: boolean;
  adHoc: boolean;
  /** Capacity (spec §3): what a booking at a time of this service is counted against. */
  intervalMinutes: number;
  covers: Service['covers'];
  bookings: Service['bookings'];
}

/**
 * The services an outlet runs on a local date: regular ones by repeat day, a special date's ad-hoc services
 * added or replacing them, quick edits and switches applied (restored defaults simply have none left).
 */
export async function servicesForDate(manager: EntityManager, rid: number, date: string): Promise<ServiceOfDate[]> {
  return (await servicesForDates(manager, rid, [date])).get(date)!;
}

/** The services of each of the dates, from one read of the schedule (an import spans many days). */
export async function servicesForDates(
  manager: EntityManager,
  rid: number,
  dates: readonly string[],
): Promise<Map<string, ServiceOfDate[]>> {
  if (dates.length === 0) return new Map();
  const sorted = [...dates].sort();
  const schedule = await loadSchedule(manager, rid, sorted[0], sorted[sorted.length - 1]);
  return new Map(dates.map((date) => [date, servicesOfSchedule(schedule, date)]));
}

function servicesOfSchedule(schedule: Schedule, date: string): ServiceOfDate[] {
  return effectiveServices(schedule.services, schedule.days[date] ?? null, date).map((s) => ({
    serviceId: s.serviceId,
    name: s.name,
    color: s.color,
    startMinute: s.startMinute,
    endMinute: s.endMinute,
    allowChildren: s.allowChildren,
    forbiddenTableIds: s.forbiddenTableIds,
    turnaroundMinutes: (pax: number) => turnaroundFor(s, pax),
    cutoff: s.cutoff,
    online: s.online,
    adHoc: s.adHoc,
    intervalMinutes: s.intervalMinutes,
    covers: s.covers,
    bookings: s.bookings,
  }));
}
