import type {
  CalendarInfo,
  CapacityAlertSettings,
  capacityAlertSetRequest,
  dayNoteRequest,
  DaySwitches,
  onlineTimingSwitchRequest,
  quickEditRequest,
  restoreSessionDefaultRequest,
  SectionWithTables,
  Service,
  sessionAddRequest,
  sessionEditRequest,
  SpecialDateEntry,
  specialDateSetRequest,
  tableForbiddenSetRequest,
  recommendTableRequest,
  TableRecommendation,
  timeSlotsRequest,
  TimeSlots,
} from '@covers/shared';
import type { FieldValue } from '../../../api/form-encoding';
import type { RequestBody } from '../../../api/request-body';
import { api, get, post, postQuietly } from '../../../app/services';

export type NewService = RequestBody<typeof sessionAddRequest>;
export type ServiceEdit = RequestBody<typeof sessionEditRequest>;
/** An ad-hoc service as sent: its repeat day left out, the server fills in the date's weekday. */
export type AdHocService = Omit<NewService, 'repeatDays'> & { serviceId?: string };
export type SpecialDate = Omit<RequestBody<typeof specialDateSetRequest>, 'services'> & { services: AdHocService[] };
export type DayNote = RequestBody<typeof dayNoteRequest>;
export type OnlineSwitch = RequestBody<typeof onlineTimingSwitchRequest>;
export type QuickEditBody = RequestBody<typeof quickEditRequest>;
export type ForbiddenTables = RequestBody<typeof tableForbiddenSetRequest>;
export type DefaultRestore = RequestBody<typeof restoreSessionDefaultRequest>;
export type CapacityAlertBody = RequestBody<typeof capacityAlertSetRequest>;
export type TimeSlotsQuery = RequestBody<typeof timeSlotsRequest>;
export type RecommendTableQuery = RequestBody<typeof recommendTableRequest>;

/** The session and availability endpoint groups (docs/api/availability.md) as the screens use them. */
export const availabilityApi = {
  services: () => get<Service[]>('/api/session/list'),
  addService: (body: NewService) => postQuietly<Service>('/api/session/add', body),
  editService: (body: ServiceEdit) => postQuietly<Service>('/api/session/edit', body),
  deleteServices: (serviceIds: string[]) => post<{ serviceIds: string[] }>('/api/session/delete_group', { serviceIds }),
  calendar: (from: string, to: string, pax: number) => get<CalendarInfo>('/api/availability/calendar_info', { from, to, pax }),
  specialDates: (from: string, to: string) => get<SpecialDateEntry[]>('/api/availability/special_dates', { from, to }),
  setSpecialDate: (body: SpecialDate) => postQuietly<unknown>('/api/availability/special_dates', body),
  clearSpecialDate: (date: string) => post<unknown>('/api/availability/special_dates/clear', { date }),
  writeDayNote: (body: DayNote) => post<unknown>('/api/availability/day_note', body),
  switches: (date: string) => get<DaySwitches>('/api/availability/online_timing_switches', { date }),
  switchOnline: (body: OnlineSwitch) => post<unknown>('/api/availability/online_timing_switches', body),
  quickEdit: (body: QuickEditBody) => postQuietly<unknown>('/api/availability/quick_edit', body),
  forbidTables: (body: ForbiddenTables) => post<unknown>('/api/availability/table_forbidden', body),
  restoreDefault: (body: DefaultRestore) => post<unknown>('/api/availability/restore_session_default', body),
  timeSlots: (query: TimeSlotsQuery) => get<TimeSlots>('/api/availability/time_slots', query),
  /** No service at that time is an answer the booking form shows itself (no suggestion), not an error. */
  recommendTable: (query: RecommendTableQuery) =>
    api.call<TableRecommendation>('/api/availability/recommend_table', { data: query as Record<string, FieldValue>, hideError: true }),
  capacityAlert: () => get<CapacityAlertSettings>('/api/availability/capacity_alert'),
  setCapacityAlert: (body: CapacityAlertBody) => postQuietly<CapacityAlertSettings>('/api/availability/capacity_alert', body),
  /** Table plans, for the service's plans; empty without Sections and Table Plans access. */
  tablePlans: () => api.call<{ planId: string; name: string }[]>('/api/floorplan/list', { hideError: true }).catch(() => []),
  /** Sections in service with their tables; empty when the outlet has no published plan (or the floor group is missing). */
  sections: () => api.call<SectionWithTables[]>('/api/section/list', { hideError: true }).catch(() => []),
};
