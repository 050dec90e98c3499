import { addDays, DEFAULT_CAPACITY_ALERT, type CapacityAlertSettings, type DaySettings, type Service } from '@covers/shared';
import type { EntityManager } from 'typeorm';
import type { Schedule } from './availability.queries';
import { effectiveServices } from './engine/effective-services';
import type { BookedReservation, DayInput, Floor } from './engine/engine.types';

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

/** 1: the outlet's zone, its services, the settings of the dates and the capacity alert (one round trip). */
async function scheduleWithZone(manager: EntityManager, rid: number, from: string, to: string) {
  const [row]: ScheduleRow[] = await manager.query(
    `SELECT (SELECT timezone FROM outlets WHERE rid = $1) AS timezone,
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

/** 2: reservations of the dates and one either side (late suppers and long stays reach across midnight). */
async function reservationsAround(manager: EntityManager, rid: number, from: string, to: string): Promise<BookedReservation[]> {
  const rows: {
    reservation_id: string;
    date: string;
    time_minute: number;
    pax: number;
    status: string;
    table_ids: string[];
    service_id: string | null;
    duration_minutes: number | null;
  }[] = await manager.query(
    `SELECT reservation_id, date, time_minute, pax, status, table_ids, service_id, duration_minutes
       FROM reservations WHERE rid = $1 AND date BETWEEN $2 AND $3`,
    [rid, addDays(from, -1), addDays(to, 1)],
  );
  return rows.map((r) => ({
    reservationId: r.reservation_id,
    date: r.date,
    timeMinute: r.time_minute,
    pax: r.pax,
    status: r.status,
    tableIds: r.table_ids,
    serviceId: r.service_id,
    durationMinutes: r.duration_minutes,
  }));
}

/** 3: the published floor: sections, tables and combinations. */
export async function publishedFloor(manager: EntityManager, rid: number): Promise<Floor> {
  const [row]: { sections: Floor['sections'] | null; tables: Floor['tables'] | null; combinations: Floor['combinations'] | null }[] = await manager.query(
    `SELECT (SELECT json_agg(json_build_object('sectionId', section_id, 'name', name, 'priority', priority)) FROM floor_sections WHERE rid = $1) AS sections,
            (SELECT json_agg(json_build_object('tableId', table_id, 'sectionId', section_id, 'name', name, 'minPax', min_pax, 'maxPax', max_pax)
                              ORDER BY priority, name) FROM floor_tables WHERE rid = $1) AS tables,
            (SELECT json_agg(json_build_object('combinationId', combination_id, 'tableIds', table_ids, 'minPax', min_pax, 'maxPax', max_pax))
               FROM floor_table_combinations WHERE rid = $1) AS combinations`,
    [rid],
  );
  return { sections: row.sections ?? [], tables: row.tables ?? [], combinations: row.combinations ?? [] };
}

export async function loadRange(manager: EntityManager, rid: number, from: string, to: string): Promise<RangeInput> {
  const [{ timeZone, schedule, capacityAlert }, reservations, floor] = await Promise.all([
    scheduleWithZone(manager, rid, from, to),
    reservationsAround(manager, rid, from, to),
    publishedFloor(manager, rid),
  ]);
  return { timeZone, schedule, capacityAlert, reservations, floor };
}

/** Everything the engine needs for one date, in three queries. */
export async function loadDayInput(manager: EntityManager, rid: number, date: string, now: string): Promise<DayInput> {
  const range = await loadRange(manager, rid, date, date);
  return {
    date,
    timeZone: range.timeZone,
    now,
    services: effectiveServices(range.schedule.services, range.schedule.days[date] ?? null, date),
    reservations: range.reservations,
    floor: range.floor,
  };
}
