import {
  addDays,
  DAY_MINUTES,
  DomainError,
  fieldMessages,
  recurringServicesOverlap,
  serviceDefinitionSchema,
  SERVICE_RULES,
  timesOverlap,
  weekdayOf,
  type Service,
  type ServiceDefinition,
} from '@covers/shared';
import { decideBy, type Decider } from '../eventstore';
import type { AvailabilityCommand, AvailabilityCommands } from './availability.commands';
import type { AvailabilityEvent } from './availability.events';
import { evolveAvailability, initialAvailabilityState, type AvailabilityState } from './availability.state';
import { effectiveServices } from './engine/effective-services';

/** One command's decision: its data against the schedule as it stands. */
type Decision<K extends keyof AvailabilityCommands> = (data: AvailabilityCommands[K], state: AvailabilityState) => AvailabilityEvent[];

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
  const clashes = Object.values(state.services).filter(
    (other) => other.serviceId !== service.serviceId && recurringServicesOverlap(service, other),
  );
  if (clashes.length > 0) conflicting(clashes.map((s) => s.serviceId));
}

function checkDateConflict(services: { serviceId: string; startMinute: number; endMinute: number }[]): void {
  for (let i = 1; i < services.length; i++) {
    const clashes = services.slice(0, i).filter((other) => timesOverlap(services[i], other));
    if (clashes.length > 0) conflicting([services[i].serviceId, ...clashes.map((s) => s.serviceId)]);
  }
}

type Times = { serviceId: string; startMinute: number; endMinute: number };

/** The services a date runs, with its own settings (special date, quick edits) applied. */
const servicesOfDate = (state: AvailabilityState, date: string) =>
  effectiveServices(Object.values(state.services), state.days[date] ?? null, date);

const shifted = (services: Times[], minutes: number): Times[] =>
  services.map((s) => ({ serviceId: s.serviceId, startMinute: s.startMinute + minutes, endMinute: s.endMinute + minutes }));

/**
 * A date's services against each other and against its neighbours' nights: the previous date's services
 * running past midnight into its early hours, and its own running into the next date's.
 */
function checkDayConflict(state: AvailabilityState, date: string, services: Times[]): void {
  checkDateConflict(services);
  const previousNight = shifted(servicesOfDate(state, addDays(date, -1)), -DAY_MINUTES).filter((s) => s.endMinute > 0);
  const nextMorning = shifted(servicesOfDate(state, addDays(date, 1)), DAY_MINUTES);
  for (const service of services) {
    const clashes = [...previousNight, ...nextMorning].filter((other) => timesOverlap(service, other));
    if (clashes.length > 0) conflicting([service.serviceId, ...clashes.map((s) => s.serviceId)]);
  }
}

function requireService(state: AvailabilityState, serviceId: string, date: string | null): Service {
  const service = date
    ? effectiveServices(Object.values(state.services), state.days[date] ?? null, date).find((s) => s.serviceId === serviceId)
    : state.services[serviceId];
  if (!service) throw new DomainError('SERVICE_NOT_FOUND', { serviceId: 'errors.notFound' });
  return service;
}

const addService: Decision<'AddService'> = (data, state) => {
  const service = withIds(`svc-${state.servicesAdded + 1}`, validated(data.service));
  checkRecurringConflict(state, service);
  return [{ type: 'ServiceAdded', data: { service } }];
};

const editService: Decision<'EditService'> = (data, state) => {
  requireService(state, data.serviceId, null);
  const service = withIds(data.serviceId, validated(data.service));
  checkRecurringConflict(state, service);
  return [{ type: 'ServiceEdited', data: { service } }];
};

const deleteServices: Decision<'DeleteServices'> = ({ serviceIds }, state) => {
  for (const serviceId of serviceIds) requireService(state, serviceId, null);
  return [{ type: 'ServicesDeleted', data: { serviceIds: [...new Set(serviceIds)] } }];
};

/** A date's own services, added to the regular ones or replacing them. */
const setSpecialDate: Decision<'SetSpecialDate'> = ({ date, mode, services: definitions }, state) => {
  const weekday = weekdayOf(date);
  const services = definitions.map((definition, i) =>
    withIds(definition.serviceId ?? `adhoc-${date}-${i + 1}`, validated({ ...definition, repeatDays: [weekday] })),
  );
  const regular = mode === 'add' ? effectiveServices(Object.values(state.services), null, date) : [];
  checkDayConflict(state, date, [...regular, ...services]);
  return [{ type: 'SpecialDateSet', data: { date, mode, services } }];
};

const clearSpecialDate: Decision<'ClearSpecialDate'> = ({ date }, state) =>
  state.days[date]?.special ? [{ type: 'SpecialDateCleared', data: { date } }] : [];

const writeDayNote: Decision<'WriteDayNote'> = ({ date, note }) => [{ type: 'DayNoteWritten', data: { date, note: note.trim() } }];

/** Online booking on or off: for a service or one of its slots, by default (no date) or on a date. */
const switchOnlineBooking: Decision<'SwitchOnlineBooking'> = ({ date, serviceId, slotId, online }, state) => {
  if (serviceId) {
    const service = requireService(state, serviceId, date);
    if (slotId && !service.onlineSlots.some((slot) => slot.slotId === slotId))
      throw new DomainError('SERVICE_NOT_FOUND', { slotId: 'errors.notFound' });
  }
  return [{ type: 'OnlineBookingSwitched', data: { date, serviceId, slotId, online } }];
};

const quickEditService: Decision<'QuickEditService'> = ({ date, serviceId, changes }, state) => {
  const day = state.days[date] ?? null;
  const base = requireService(state, serviceId, date);
  const merged = validated({ ...base, ...changes });
  const others = effectiveServices(Object.values(state.services), day, date).filter((s) => s.serviceId !== serviceId);
  checkDayConflict(state, date, [{ ...merged, serviceId }, ...others]);
  return [{ type: 'ServiceQuickEdited', data: { date, serviceId, changes } }];
};

const forbidTables: Decision<'ForbidTables'> = ({ date, serviceId, tableIds }, state) => {
  if (serviceId) requireService(state, serviceId, date);
  return [{ type: 'TablesForbidden', data: { date, serviceId, tableIds: [...new Set(tableIds)] } }];
};

const restoreSessionDefault: Decision<'RestoreSessionDefault'> = ({ date, serviceId }, state) => {
  requireService(state, serviceId, date);
  return [{ type: 'SessionDefaultRestored', data: { date, serviceId } }];
};

const setCapacityAlert: Decision<'SetCapacityAlert'> = ({ settings }) => [{ type: 'CapacityAlertSet', data: { settings } }];

const decisions: { [K in keyof AvailabilityCommands]: Decision<K> } = {
  AddService: addService,
  EditService: editService,
  DeleteServices: deleteServices,
  SetSpecialDate: setSpecialDate,
  ClearSpecialDate: clearSpecialDate,
  WriteDayNote: writeDayNote,
  SwitchOnlineBooking: switchOnlineBooking,
  QuickEditService: quickEditService,
  ForbidTables: forbidTables,
  RestoreSessionDefault: restoreSessionDefault,
  SetCapacityAlert: setCapacityAlert,
};

export const availabilityDecider: Decider<AvailabilityState, AvailabilityCommand, AvailabilityEvent> = {
  initialState: initialAvailabilityState,
  decide: decideBy(decisions),
  evolve: evolveAvailability,
};
