import { addDays, DAY_MINUTES, DEFAULT_TURNAROUND_MINUTES, outletClock, type OutletClock } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { outletZone } from '../access';
import { servicesForDate, servicesForDates, type ServiceOfDate } from '../availability';
import { seatingInService } from '../floor';
import type { FloorSnapshot } from './reservation.types';

type Db = DataSource | EntityManager;

/** The outlet's time zone and Restaurant UID (from the access context). */
export async function outletInfo(db: Db, rid: number): Promise<{ timezone: string; ruid: string; group_uid: string | null }> {
  return (await outletZone(db, rid)) ?? { timezone: 'UTC', ruid: String(rid), group_uid: null };
}

export async function clockOf(db: Db, rid: number, now: string): Promise<OutletClock> {
  return outletClock(now, (await outletInfo(db, rid)).timezone);
}

/** The service day `now` falls in: yesterday's when one of its services runs past midnight into now. */
export async function serviceDayAt(db: DataSource, rid: number, now: string) {
  // An outlet's date is at most a day from UTC's: the services of every date it and the day before can be are read
  // beside the outlet's clock, in one query, rather than after it (every queue screen view asks, on every change).
  const utcDate = new Date(now).toISOString().slice(0, 10);
  const [clock, days] = await Promise.all([
    clockOf(db, rid, now),
    servicesOnDates(
      db.manager,
      rid,
      [-2, -1, 0, 1].map((offset) => addDays(utcDate, offset)),
    ),
  ]);
  const yesterday = addDays(clock.date, -1);
  const [previous, today] = [days.get(yesterday)!, days.get(clock.date)!];
  const late = clock.minute + DAY_MINUTES;
  if (previous.some((s) => late >= s.startMinute && late < s.endMinute)) return { date: yesterday, minute: late, services: previous };
  return { date: clock.date, minute: clock.minute, services: today };
}

/** The table plan in service at the outlet (from the floor context); null until one is published. */
export async function floorSnapshot(db: Db, rid: number): Promise<FloorSnapshot | null> {
  const seating = await seatingInService(db, rid);
  return seating && { tables: new Map(seating.tables.map((t) => [t.table_id, t])), combinations: seating.combinations };
}

/** The services of a date (availability context); their capacity is counted with availability's engine in service-capacity.ts. */
export function servicesOn(manager: EntityManager, rid: number, date: string): Promise<ServiceOfDate[]> {
  return servicesForDate(manager, rid, date);
}

/** The services of each of the dates. */
export function servicesOnDates(manager: EntityManager, rid: number, dates: readonly string[]): Promise<Map<string, ServiceOfDate[]>> {
  return servicesForDates(manager, rid, dates);
}

/** The session a booking falls in, and its turnaround for the party size. */
export function sessionOf(services: readonly ServiceOfDate[], timeMinute: number, pax: number, serviceId?: string | null) {
  const service = serviceId
    ? services.find((s) => s.serviceId === serviceId)
    : services.find((s) => timeMinute >= s.startMinute && timeMinute < s.endMinute);
  if (!service) return { service_id: serviceId ?? null, session: null, duration_minutes: DEFAULT_TURNAROUND_MINUTES };
  return { service_id: service.serviceId, session: service.name, duration_minutes: service.turnaroundMinutes(pax) };
}

/** The end of the day's last service: walk-ins after it are refused. null when nothing is set up. */
export function operationEnd(services: readonly ServiceOfDate[]): number | null {
  return services.length === 0 ? null : Math.max(...services.map((s) => s.endMinute));
}
