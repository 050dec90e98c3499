import type { CalendarDay, CapacityAlertSettings, FloorSection, FloorTable, QuickEdit, Service, ServiceTimes, SpecialDateMode } from '@covers/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { FieldValue } from '../../../api/form-encoding';
import { api } from '../../../app/services';
import { useSession } from '../../../session/use-session';
import { notifySuccess } from '../../../ui/feedback';

export interface CalendarInfo {
  from: string;
  to: string;
  timezone: string;
  days: CalendarDay[];
}

export interface DaySwitches {
  date: string;
  day: boolean;
  services: { serviceId: string; online: boolean; slots: { slotId: string; online: boolean }[] }[];
}

export interface SpecialDateEntry {
  date: string;
  note: string;
  special: { mode: SpecialDateMode; services: Service[] } | null;
  quickEdits: Record<string, QuickEdit>;
  switches: { day?: boolean; services: Record<string, boolean>; slots: Record<string, boolean> };
  forbiddenTables: Record<string, string[]>;
}

export interface TimeSlots {
  date: string;
  timezone: string;
  pax: number;
  services: ServiceTimes[];
}

/** A section in service with its tables (GET /api/section/list, docs/api/floor.md). */
export type SectionWithTables = FloorSection & { tables: FloorTable[] };

/** Every cached availability read of an outlet starts with this key; live events and writes make it stale. */
export const availabilityKey = (rid: number | undefined) => ['availability', rid] as const;
/** The services list, shared with the main page's service filter. */
export const servicesKey = (rid: number | undefined) => ['session', 'list', rid] as const;


const get = <T>(path: string, data?: Record<string, FieldValue>) => api.call<T>(path, { data });
const post = <T>(path: string, data: Record<string, FieldValue>) => api.call<T>(path, { method: 'POST', data });

export const availabilityApi = {
  services: () => get<Service[]>('/api/session/list'),
  addService: (definition: Record<string, FieldValue>) => api.call<Service>('/api/session/add', { method: 'POST', data: definition, hideError: true }),
  editService: (definition: Record<string, FieldValue>) => api.call<Service>('/api/session/edit', { method: 'POST', data: definition, hideError: true }),
  deleteServices: (serviceIds: string[]) => post<{ serviceIds: string[] }>('/api/session/delete_group', { serviceIds }),
  calendar: (from: string, to: string, pax: number) => get<CalendarInfo>('/api/availability/calendar_info', { from, to, pax }),
  specialDates: (from: string, to: string) => get<SpecialDateEntry[]>('/api/availability/special_dates', { from, to }),
  setSpecialDate: (date: string, mode: SpecialDateMode, services: Record<string, FieldValue>[]) =>
    api.call<unknown>('/api/availability/special_dates', { method: 'POST', data: { date, mode, services }, hideError: true }),
  clearSpecialDate: (date: string) => post<unknown>('/api/availability/special_dates/clear', { date }),
  writeDayNote: (date: string, note: string) => post<unknown>('/api/availability/day_note', { date, note }),
  switches: (date: string) => get<DaySwitches>('/api/availability/online_timing_switches', { date }),
  switchOnline: (target: { date?: string; serviceId?: string; slotId?: string }, online: boolean) =>
    post<unknown>('/api/availability/online_timing_switches', { ...target, online }),
  quickEdit: (date: string, serviceId: string, changes: Record<string, FieldValue>) =>
    api.call<unknown>('/api/availability/quick_edit', { method: 'POST', data: { date, serviceId, ...changes }, hideError: true }),
  forbiddenTables: (date: string) => get<{ date: string; forbiddenTables: Record<string, string[]> }>('/api/availability/table_forbidden', { date }),
  forbidTables: (date: string, serviceId: string | undefined, tableIds: string[]) => post<unknown>('/api/availability/table_forbidden', { date, serviceId, tableIds }),
  restoreDefault: (date: string, serviceId: string) => post<unknown>('/api/availability/restore_session_default', { date, serviceId }),
  timeSlots: (date: string, pax: number, channel: 'staff' | 'online') => get<TimeSlots>('/api/availability/time_slots', { date, pax, channel }),
  capacityAlert: () => get<CapacityAlertSettings>('/api/availability/capacity_alert'),
  setCapacityAlert: (settings: CapacityAlertSettings) =>
    api.call<CapacityAlertSettings>('/api/availability/capacity_alert', { method: 'POST', data: { ...settings }, hideError: true }),
  /** Sections in service with their tables; empty when the outlet has no published plan (or the floor group is missing). */
  /** Table plans, for the service's plans; empty without Sections and Table Plans access. */
  tablePlans: () => api.call<{ planId: string; name: string }[]>('/api/floorplan/list', { hideError: true }).catch(() => []),
  sections: () => api.call<SectionWithTables[]>('/api/section/list', { hideError: true }).catch(() => []),
};

/** The current outlet's services, by start time. */
export function useServiceList() {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: servicesKey(rid), queryFn: availabilityApi.services, enabled: rid !== undefined });
}

/** Sections in service, for table priority, service sections and forbidden tables. */
export function useSections() {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: ['floor', 'sections', rid], queryFn: availabilityApi.sections, enabled: rid !== undefined });
}

export function useTablePlans() {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: ['floor', 'plans', rid], queryFn: availabilityApi.tablePlans, enabled: rid !== undefined });
}

/** After a write: the success toast (3 s), then the outlet's cached availability reads and services list refetched. */
export function useAfterChange(): (message: string) => Promise<void> {
  const queryClient = useQueryClient();
  const rid = useSession().outlet?.rid;
  return useCallback(
    async (message: string) => {
      notifySuccess(message);
      await Promise.all([queryClient.invalidateQueries({ queryKey: availabilityKey(rid) }), queryClient.invalidateQueries({ queryKey: servicesKey(rid) })]);
    },
    [queryClient, rid],
  );
}
