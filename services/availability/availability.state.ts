import { DEFAULT_CAPACITY_ALERT, emptyDaySettings, type CapacityAlertSettings, type DaySettings, type Service } from '@covers/shared';
import type { AvailabilityEvent } from './availability.events';
import { evolveDay, switchServiceDefault } from './day-settings.evolve';

/** The outlet's schedule: its recurring services, what each date changes, the capacity alert. */
export interface AvailabilityState {
  services: Record<string, Service>;
  /** Services ever added: the next one is `svc-<servicesAdded + 1>`. */
  servicesAdded: number;
  days: Record<string, DaySettings>;
  capacityAlert: CapacityAlertSettings;
}

export const initialAvailabilityState = (): AvailabilityState => ({
  services: {},
  servicesAdded: 0,
  days: {},
  capacityAlert: DEFAULT_CAPACITY_ALERT,
});

function withDay(state: AvailabilityState, date: string, change: (day: DaySettings) => DaySettings): AvailabilityState {
  return { ...state, days: { ...state.days, [date]: change(state.days[date] ?? emptyDaySettings()) } };
}

export function evolveAvailability(state: AvailabilityState, event: AvailabilityEvent): AvailabilityState {
  switch (event.type) {
    case 'ServiceAdded':
      return {
        ...state,
        servicesAdded: state.servicesAdded + 1,
        services: { ...state.services, [event.data.service.serviceId]: event.data.service },
      };
    case 'ServiceEdited':
      return { ...state, services: { ...state.services, [event.data.service.serviceId]: event.data.service } };
    case 'ServicesDeleted': {
      const services = { ...state.services };
      for (const id of event.data.serviceIds) delete services[id];
      return { ...state, services };
    }
    case 'OnlineBookingSwitched':
      if (event.data.date === null) {
        const service = state.services[event.data.serviceId ?? ''];
        if (!service) return state;
        return {
          ...state,
          services: { ...state.services, [service.serviceId]: switchServiceDefault(service, event.data.slotId, event.data.online) },
        };
      }
      return withDay(state, event.data.date, (day) => evolveDay(day, event));
    case 'SpecialDateSet':
    case 'SpecialDateCleared':
    case 'DayNoteWritten':
    case 'ServiceQuickEdited':
    case 'TablesForbidden':
    case 'SessionDefaultRestored':
      return withDay(state, event.data.date, (day) => evolveDay(day, event));
    case 'CapacityAlertSet':
      return { ...state, capacityAlert: event.data.settings };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${(unknown as { type: string }).type}`);
    }
  }
}
