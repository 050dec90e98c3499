import type { CapacityAlertSettings, QuickEdit, ServiceDefinition, SpecialDateMode } from '@covers/shared';
import type { Command } from '../eventstore';

/** What a manager does to the outlet's schedule, and the data each command carries. */
export interface AvailabilityCommands {
  AddService: { service: ServiceDefinition };
  EditService: { serviceId: string; service: ServiceDefinition };
  DeleteServices: { serviceIds: string[] };
  SetSpecialDate: { date: string; mode: SpecialDateMode; services: (ServiceDefinition & { serviceId?: string })[] };
  ClearSpecialDate: { date: string };
  WriteDayNote: { date: string; note: string };
  SwitchOnlineBooking: { date: string | null; serviceId: string | null; slotId: string | null; online: boolean };
  QuickEditService: { date: string; serviceId: string; changes: QuickEdit };
  ForbidTables: { date: string; serviceId: string | null; tableIds: string[] };
  RestoreSessionDefault: { date: string; serviceId: string };
  SetCapacityAlert: { settings: CapacityAlertSettings };
}

/** `{ type, data }`: one of the availability commands, or (given a name) that one. */
export type AvailabilityCommand<T extends keyof AvailabilityCommands = keyof AvailabilityCommands> = Command<AvailabilityCommands, T>;
