import type { CapacityAlertSettings, QuickEdit, ServiceDefinition, SpecialDateMode } from '@covers/shared';
import type { AvailabilityCommand, AvailabilityCommands } from '../availability.commands';

/** Command builders named as a manager speaks of the schedule. */
export const addService = (service: ServiceDefinition): AvailabilityCommand<'AddService'> => ({ type: 'AddService', data: { service } });
export const editService = (serviceId: string, service: ServiceDefinition): AvailabilityCommand<'EditService'> => ({
  type: 'EditService',
  data: { serviceId, service },
});
export const deleteServices = (serviceIds: string[]): AvailabilityCommand<'DeleteServices'> => ({
  type: 'DeleteServices',
  data: { serviceIds },
});
export const setSpecialDate = (
  date: string,
  mode: SpecialDateMode,
  services: AvailabilityCommands['SetSpecialDate']['services'],
): AvailabilityCommand<'SetSpecialDate'> => ({
  type: 'SetSpecialDate',
  data: { date, mode, services },
});
export const clearSpecialDate = (date: string): AvailabilityCommand<'ClearSpecialDate'> => ({ type: 'ClearSpecialDate', data: { date } });
export const writeDayNote = (date: string, note: string): AvailabilityCommand<'WriteDayNote'> => ({
  type: 'WriteDayNote',
  data: { date, note },
});
/** Online booking on or off; no date: by default, no slot: the whole service. */
export const switchOnlineBooking = (data: AvailabilityCommands['SwitchOnlineBooking']): AvailabilityCommand<'SwitchOnlineBooking'> => ({
  type: 'SwitchOnlineBooking',
  data,
});
export const quickEdit = (date: string, serviceId: string, changes: QuickEdit): AvailabilityCommand<'QuickEditService'> => ({
  type: 'QuickEditService',
  data: { date, serviceId, changes },
});
export const forbidTables = (date: string, serviceId: string | null, tableIds: string[]): AvailabilityCommand<'ForbidTables'> => ({
  type: 'ForbidTables',
  data: { date, serviceId, tableIds },
});
export const restoreDefault = (date: string, serviceId: string): AvailabilityCommand<'RestoreSessionDefault'> => ({
  type: 'RestoreSessionDefault',
  data: { date, serviceId },
});
export const setCapacityAlert = (settings: CapacityAlertSettings): AvailabilityCommand<'SetCapacityAlert'> => ({
  type: 'SetCapacityAlert',
  data: { settings },
});
