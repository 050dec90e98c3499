import type { CapacityAlertSettings, QuickEdit, ServiceDefinition, SpecialDateMode } from '@covers/shared';

export type AvailabilityCommand =
  | { type: 'AddService'; service: ServiceDefinition }
  | { type: 'EditService'; serviceId: string; service: ServiceDefinition }
  | { type: 'DeleteServices'; serviceIds: string[] }
  | { type: 'SetSpecialDate'; date: string; mode: SpecialDateMode; services: (ServiceDefinition & { serviceId?: string })[] }
  | { type: 'ClearSpecialDate'; date: string }
  | { type: 'WriteDayNote'; date: string; note: string }
  | { type: 'SwitchOnlineBooking'; date: string | null; serviceId: string | null; slotId: string | null; online: boolean }
  | { type: 'QuickEditService'; date: string; serviceId: string; changes: QuickEdit }
  | { type: 'ForbidTables'; date: string; serviceId: string | null; tableIds: string[] }
  | { type: 'RestoreSessionDefault'; date: string; serviceId: string }
  | { type: 'SetCapacityAlert'; settings: CapacityAlertSettings };
