import { addDays, DEFAULT_CAPACITY_ALERT, type CapacityAlertSettings, type DaySettings, type Service } from '@covers/shared';
import type { EntityManager } from 'typeorm';
import { outletTimeZoneSubquery } from '../access';
import { seatingPlan } from '../floor';
import type { Schedule } from './availability.queries';
import { effectiveServices } from './engine/effective-services';
import type { BookedReservation, DayInput, Floor } from './engine/engine.types';

/**
 * The outlet's bookings between two dates (both included) as the engine counts them. The reservations context reads
 * them; it is handed in where availability is put together, so availability does not depend on reservations.
 */
export type BookingsBetween = (manager: EntityManager, rid: number, from: string, to: string) => Promise<BookedReservation[]>;

/** What the engine reads for a range of dates: three queries whatever the range. */
export interface RangeInput {
  timeZone: string;
  schedule: Schedule;
  capacityAlert: CapacityAlertSettings;
  reservations: BookedReservation[];
  floor: Floor;
}

interface ScheduleRow {
  timezone: string | null;
  services: Service[] | null;
  days: Record<string, DaySettings> | null;
  capacity_alert: CapacityAlertSettings | null;
}

/** 1: the outlet's zone (the access context's subquery), its services, the settings of the dates and the capacity alert (one round trip). */
async function scheduleWithZone(manager: EntityManager, rid: number, from: string, to: string) {
  const [row]: ScheduleRow[] = await manager.query(
    `SELECT ${outletTimeZoneSubquery('$1')} AS timezone,
            (SELECT json_agg(definition ORDER BY start_minute) FROM availability_services WHERE rid = $1) AS services,
            (SELECT json_object_agg(date, settings) FROM availability_days WHERE rid = $1 AND date BETWEEN $2 AND $3) AS days,
            (SELECT capacity_alert FROM availability_settings WHERE rid = $1) AS capacity_alert`,
    [rid, from, to],
  );
  return {
    timeZone: row.timezone ?? 'UTC',
    schedule: { services: row.services ?? [], days: row.days ?? {} },
    capacityAlert: row.capacity_alert ?? DEFAULT_CAPACITY_ALERT,
  };
}

export async function loadRange(
  manager: EntityManager,
  bookingsBetween: BookingsBetween,
  rid: number,
  from: string,
  to: string,
): Promise<RangeInput> {
  const [{ timeZone, schedule, capacityAlert }, reservations, floor] = await Promise.all([
    scheduleWithZone(manager, rid, from, to),
    // 2: reservations of the dates and one either side (late suppers and long stays reach across midnight).
    bookingsBetween(manager, rid, addDays(from, -1), addDays(to, 1)),
    // 3: the published floor.
    seatingPlan(manager, rid),
  ]);
  return { timeZone, schedule, capacityAlert, reservations, floor };
}

/** Everything the engine needs for one date, in three queries. */
export async function loadDayInput(
  manager: EntityManager,
  bookingsBetween: BookingsBetween,
  rid: number,
  date: string,
  now: string,
): Promise<DayInput> {
  const range = await loadRange(manager, bookingsBetween, rid, date, date);
  return {
    date,
    timeZone: range.timeZone,
    now,
    services: effectiveServices(range.schedule.services, range.schedule.days[date] ?? null, date),
    reservations: range.reservations,
    floor: range.floor,
  };
}
