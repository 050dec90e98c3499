import type { CapacityAlertSettings, QuickEdit, Service, SpecialDateMode } from '@covers/shared';
import type { DomainEvent } from '../eventstore';

export type ServiceAdded = DomainEvent<'ServiceAdded', { service: Service }>;
export type ServiceEdited = DomainEvent<'ServiceEdited', { service: Service }>;
export type ServicesDeleted = DomainEvent<'ServicesDeleted', { serviceIds: string[] }>;
export type SpecialDateSet = DomainEvent<'SpecialDateSet', { date: string; mode: SpecialDateMode; services: Service[] }>;
export type SpecialDateCleared = DomainEvent<'SpecialDateCleared', { date: string }>;
export type DayNoteWritten = DomainEvent<'DayNoteWritten', { date: string; note: string }>;
/** date null: the service's or slot's own default changes; otherwise that date only. */
export type OnlineBookingSwitched = DomainEvent<
  'OnlineBookingSwitched',
  { date: string | null; serviceId: string | null; slotId: string | null; online: boolean }
>;
export type ServiceQuickEdited = DomainEvent<'ServiceQuickEdited', { date: string; serviceId: string; changes: QuickEdit }>;
export type TablesForbidden = DomainEvent<'TablesForbidden', { date: string; serviceId: string | null; tableIds: string[] }>;
export type SessionDefaultRestored = DomainEvent<'SessionDefaultRestored', { date: string; serviceId: string }>;
export type CapacityAlertSet = DomainEvent<'CapacityAlertSet', { settings: CapacityAlertSettings }>;

export type AvailabilityEvent =
  | ServiceAdded
  | ServiceEdited
  | ServicesDeleted
  | SpecialDateSet
  | SpecialDateCleared
  | DayNoteWritten
  | OnlineBookingSwitched
  | ServiceQuickEdited
  | TablesForbidden
  | SessionDefaultRestored
  | CapacityAlertSet;

/** Events that change one date's settings (an OnlineBookingSwitched with a date). */
export type DayEvent = Extract<AvailabilityEvent, { data: { date: string } }> | OnlineBookingSwitched;

export const AVAILABILITY_EVENT_TYPES: readonly AvailabilityEvent['type'][] = [
  'ServiceAdded',
  'ServiceEdited',
  'ServicesDeleted',
  'SpecialDateSet',
  'SpecialDateCleared',
  'DayNoteWritten',
  'OnlineBookingSwitched',
  'ServiceQuickEdited',
  'TablesForbidden',
  'SessionDefaultRestored',
  'CapacityAlertSet',
];
