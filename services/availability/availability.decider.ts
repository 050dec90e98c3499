import {
  DEFAULT_CAPACITY_ALERT,
  DomainError,
  emptyDaySettings,
  fieldMessages,
  recurringServicesOverlap,
  serviceDefinitionSchema,
  SERVICE_RULES,
  timesOverlap,
  weekdayOf,
  type CapacityAlertSettings,
  type DaySettings,
  type Service,
  type ServiceDefinition,
} from '@covers/shared';
import type { Decider } from '../eventstore';
import type { AvailabilityCommand } from './availability.commands';
import type { AvailabilityEvent } from './availability.events';
import { evolveDay, switchServiceDefault } from './day-settings.evolve';
import { effectiveServices } from './engine/effective-services';

export interface AvailabilityState {
  services: Record<string, Service>;
  /** Services ever added: the next one is `svc-<servicesAdded + 1>`. */
  servicesAdded: number;
  days: Record<string, DaySettings>;
  capacityAlert: CapacityAlertSettings;
}

const initialState = (): AvailabilityState => ({ services: {}, servicesAdded: 0, days: {}, capacityAlert: DEFAULT_CAPACITY_ALERT });

/** Re-checks a definition against every single-service rule of spec §5, whoever sent it. */
function validated(definition: ServiceDefinition): ServiceDefinition {
  const parsed = serviceDefinitionSchema.safeParse(definition);
  if (parsed.success) return parsed.data;
  const fields = fieldMessages(parsed.error);
  const onlyIncomplete = parsed.error.issues.every((issue) => issue.message === SERVICE_RULES.sectionsIncomplete);
  throw new DomainError(onlyIncomplete ? 'SERVICE_SECTIONS_INCOMPLETE' : 'VALIDATION_FAILED', fields);
}

/** Slots keep their ids; new ones get `<serviceId>:<n>` past the highest number in use. */
function withIds(serviceId: string, definition: ServiceDefinition): Service {
  let next = Math.max(0, ...definition.onlineSlots.map((slot) => Number(slot.slotId?.split(':')[1]) || 0));
  const onlineSlots = definition.onlineSlots.map((slot) => ({ ...slot, slotId: slot.slotId ?? `${serviceId}:${++next}` }));
  return { ...definition, serviceId, onlineSlots };
}

function conflicting(ids: string[]): never {
  throw new DomainError('CONFLICTING_SERVICE', { startMinute: SERVICE_RULES.serviceOverlap }, { serviceIds: ids });
}

function checkRecurringConflict(state: AvailabilityState, service: Service): void {
  const clashes = Object.values(state.services).filter((other) => other.serviceId !== service.serviceId && recurringServicesOverlap(service, other));
  if (clashes.length > 0) conflicting(clashes.map((s) => s.serviceId));
}

function checkDateConflict(services: { serviceId: string; startMinute: number; endMinute: number }[]): void {
  for (let i = 1; i < services.length; i++) {
    const clashes = services.slice(0, i).filter((other) => timesOverlap(services[i], other));
    if (clashes.length > 0) conflicting([services[i].serviceId, ...clashes.map((s) => s.serviceId)]);
  }
}

function requireService(state: AvailabilityState, serviceId: string, date: string | null): Service {
  const service = date
    ? effectiveServices(Object.values(state.services), state.days[date] ?? null, date).find((s) => s.serviceId === serviceId)
    : state.services[serviceId];
  if (!service) throw new DomainError('SERVICE_NOT_FOUND', { serviceId: 'errors.notFound' });
  return service;
}

function decide(command: AvailabilityCommand, state: AvailabilityState): AvailabilityEvent[] {
  switch (command.type) {
    case 'AddService': {
      const service = withIds(`svc-${state.servicesAdded + 1}`, validated(command.service));
      checkRecurringConflict(state, service);
      return [{ type: 'ServiceAdded', data: { service } }];
    }
    case 'EditService': {
      requireService(state, command.serviceId, null);
      const service = withIds(command.serviceId, validated(command.service));
      checkRecurringConflict(state, service);
      return [{ type: 'ServiceEdited', data: { service } }];
    }
    case 'DeleteServices': {
      for (const serviceId of command.serviceIds) requireService(state, serviceId, null);
      return [{ type: 'ServicesDeleted', data: { serviceIds: [...new Set(command.serviceIds)] } }];
    }
    case 'SetSpecialDate': {
      const weekday = weekdayOf(command.date);
      const services = command.services.map((definition, i) =>
        withIds(definition.serviceId ?? `adhoc-${command.date}-${i + 1}`, validated({ ...definition, repeatDays: [weekday] })),
      );
      const regular = command.mode === 'add' ? effectiveServices(Object.values(state.services), null, command.date) : [];
      checkDateConflict([...regular, ...services]);
      return [{ type: 'SpecialDateSet', data: { date: command.date, mode: command.mode, services } }];
    }
    case 'ClearSpecialDate':
      return state.days[command.date]?.special ? [{ type: 'SpecialDateCleared', data: { date: command.date } }] : [];
    case 'WriteDayNote':
      return [{ type: 'DayNoteWritten', data: { date: command.date, note: command.note.trim() } }];
    case 'SwitchOnlineBooking': {
      if (command.serviceId) {
        const service = requireService(state, command.serviceId, command.date);
        if (command.slotId && !service.onlineSlots.some((slot) => slot.slotId === command.slotId)) {
          throw new DomainError('SERVICE_NOT_FOUND', { slotId: 'errors.notFound' });
        }
      }
      const { date, serviceId, slotId, online } = command;
      return [{ type: 'OnlineBookingSwitched', data: { date, serviceId, slotId, online } }];
    }
    case 'QuickEditService': {
      const day = state.days[command.date] ?? null;
      const base = requireService(state, command.serviceId, command.date);
      const merged = validated({ ...base, ...command.changes });
      const others = effectiveServices(Object.values(state.services), day, command.date).filter((s) => s.serviceId !== command.serviceId);
      checkDateConflict([{ ...merged, serviceId: command.serviceId }, ...others]);
      return [{ type: 'ServiceQuickEdited', data: { date: command.date, serviceId: command.serviceId, changes: command.changes } }];
    }
    case 'ForbidTables': {
      if (command.serviceId) requireService(state, command.serviceId, command.date);
      return [{ type: 'TablesForbidden', data: { date: command.date, serviceId: command.serviceId, tableIds: [...new Set(command.tableIds)] } }];
    }
    case 'RestoreSessionDefault':
      requireService(state, command.serviceId, command.date);
      return [{ type: 'SessionDefaultRestored', data: { date: command.date, serviceId: command.serviceId } }];
    case 'SetCapacityAlert':
      return [{ type: 'CapacityAlertSet', data: { settings: command.settings } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${(unknown as { type: string }).type}`);
    }
  }
}

function evolve(state: AvailabilityState, event: AvailabilityEvent): AvailabilityState {
  switch (event.type) {
    case 'ServiceAdded':
      return { ...state, servicesAdded: state.servicesAdded + 1, services: { ...state.services, [event.data.service.serviceId]: event.data.service } };
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
        return { ...state, services: { ...state.services, [service.serviceId]: switchServiceDefault(service, event.data.slotId, event.data.online) } };
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

function withDay(state: AvailabilityState, date: string, change: (day: DaySettings) => DaySettings): AvailabilityState {
  return { ...state, days: { ...state.days, [date]: change(state.days[date] ?? emptyDaySettings()) } };
}

export const availabilityDecider: Decider<AvailabilityState, AvailabilityCommand, AvailabilityEvent> = { initialState, decide, evolve };
