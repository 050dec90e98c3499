import { ALL_SERVICES, weekdayOf, type DaySettings, type Service } from '@covers/shared';

/** A service as it runs on one date: defaults, that date's quick edit, switches and forbidden tables applied. */
export interface EffectiveService extends Service {
  adHoc: boolean;
  forbiddenTableIds: string[];
}

/**
 * The services of a local date: the regular services of its weekday, unless a special date replaces them,
 * plus that date's ad-hoc services; each with its quick edit and online switches applied.
 */
export function effectiveServices(services: readonly Service[], day: DaySettings | null, date: string): EffectiveService[] {
  const weekday = weekdayOf(date);
  const regular = day?.special?.mode === 'replace' ? [] : services.filter((s) => s.repeatDays.includes(weekday));
  const chosen = [...regular.map((s) => ({ s, adHoc: false })), ...(day?.special?.services ?? []).map((s) => ({ s, adHoc: true }))];
  return chosen
    .map(({ s, adHoc }) => applyDay({ ...s, ...day?.quickEdits[s.serviceId] }, adHoc, day))
    .sort((a, b) => a.startMinute - b.startMinute);
}

function applyDay(service: Service, adHoc: boolean, day: DaySettings | null): EffectiveService {
  const dayOnline = day?.switches.day ?? true;
  const online = dayOnline && (day?.switches.services[service.serviceId] ?? service.online);
  return {
    ...service,
    adHoc,
    online,
    onlineSlots: service.onlineSlots.map((slot) => ({ ...slot, online: online && (day?.switches.slots[slot.slotId] ?? slot.online) })),
    forbiddenTableIds: [...(day?.forbiddenTables[ALL_SERVICES] ?? []), ...(day?.forbiddenTables[service.serviceId] ?? [])],
  };
}
