import { ALL_SERVICES, type DaySettings, type Service } from '@covers/shared';
import type { DayEvent } from './availability.events';

/** One date's settings after an event: shared by the decider's state and the read model. */
export function evolveDay(day: DaySettings, event: DayEvent): DaySettings {
  switch (event.type) {
    case 'DayNoteWritten':
      return { ...day, note: event.data.note };
    case 'SpecialDateSet':
      return { ...day, special: { mode: event.data.mode, services: event.data.services } };
    case 'SpecialDateCleared':
      return { ...day, special: null };
    case 'ServiceQuickEdited': {
      const { serviceId, changes } = event.data;
      return { ...day, quickEdits: { ...day.quickEdits, [serviceId]: { ...day.quickEdits[serviceId], ...changes } } };
    }
    case 'OnlineBookingSwitched': {
      const { serviceId, slotId, online } = event.data;
      if (slotId) return { ...day, switches: { ...day.switches, slots: { ...day.switches.slots, [slotId]: online } } };
      if (serviceId) return { ...day, switches: { ...day.switches, services: { ...day.switches.services, [serviceId]: online } } };
      return { ...day, switches: { ...day.switches, day: online } };
    }
    case 'TablesForbidden': {
      const key = event.data.serviceId ?? ALL_SERVICES;
      const forbiddenTables = { ...day.forbiddenTables, [key]: event.data.tableIds };
      if (event.data.tableIds.length === 0) delete forbiddenTables[key];
      return { ...day, forbiddenTables };
    }
    case 'SessionDefaultRestored': {
      const { serviceId } = event.data;
      const quickEdits = { ...day.quickEdits };
      delete quickEdits[serviceId];
      const services = { ...day.switches.services };
      delete services[serviceId];
      const slots = Object.fromEntries(Object.entries(day.switches.slots).filter(([slotId]) => !slotId.startsWith(`${serviceId}:`)));
      const forbiddenTables = { ...day.forbiddenTables };
      delete forbiddenTables[serviceId];
      return { ...day, quickEdits, switches: { ...day.switches, services, slots }, forbiddenTables };
    }
  }
}

/** A service's own online default, or one of its slots', switched (no date). */
export function switchServiceDefault(service: Service, slotId: string | null, online: boolean): Service {
  if (!slotId) return { ...service, online };
  return { ...service, onlineSlots: service.onlineSlots.map((slot) => (slot.slotId === slotId ? { ...slot, online } : slot)) };
}
