import { addDays, type CalendarDay, type CapacityAlertSettings, type DaySettings } from '@covers/shared';
import { prepareDay } from './day-occupancy';
import type { BookedReservation, Floor } from './engine.types';
import { timesOfService } from './bookable-times';
import type { EffectiveService } from './effective-services';

/** One calendar cell per date: services with their bookings against capacity, note, special date, switches. */
export function calendarDays(input: {
  from: string;
  to: string;
  timeZone: string;
  now: string;
  pax: number;
  capacityAlert: CapacityAlertSettings;
  servicesByDate: Map<string, EffectiveService[]>;
  days: Record<string, DaySettings>;
  reservations: BookedReservation[];
  floor: Floor;
}): CalendarDay[] {
  const byDate = new Map<string, BookedReservation[]>();
  for (const r of input.reservations) {
    const list = byDate.get(r.date);
    if (list) list.push(r);
    else byDate.set(r.date, [r]);
  }
  const result: CalendarDay[] = [];
  for (let date = input.from; date <= input.to; date = addDays(date, 1)) {
    const services = input.servicesByDate.get(date) ?? [];
    const reservations = [addDays(date, -1), date, addDays(date, 1)].flatMap((d) => byDate.get(d) ?? []);
    const day = prepareDay({ date, timeZone: input.timeZone, now: input.now, services, reservations, floor: input.floor });
    const settings = input.days[date];
    result.push({
      date,
      note: settings?.note ?? '',
      special: settings?.special ? { mode: settings.special.mode } : null,
      onlineDay: settings?.switches.day ?? true,
      services: services.map((service) => {
        const times = timesOfService(day, service, { pax: input.pax, children: 0, channel: 'staff', waitlist: false });
        return {
          serviceId: service.serviceId,
          name: service.name,
          color: service.color,
          startMinute: service.startMinute,
          endMinute: service.endMinute,
          adHoc: service.adHoc,
          online: service.online,
          usage: times.usage,
          totalCovers: service.covers?.totalCovers ?? null,
          totalBookings: service.bookings?.totalBookings ?? null,
          availableTimes: times.times.filter((t) => t.available).length,
          quickEdited: settings?.quickEdits[service.serviceId] !== undefined,
          capacityAlert: alertReached(input.capacityAlert, times.usage.covers, service.covers?.totalCovers),
        };
      }),
    });
  }
  return result;
}

function alertReached(alert: CapacityAlertSettings, covers: number, totalCovers: number | undefined): boolean {
  return alert.enabled && totalCovers !== undefined && covers * 100 >= totalCovers * alert.thresholdPercent;
}
