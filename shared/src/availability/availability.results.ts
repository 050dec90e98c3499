import type { DaySettings } from './day-settings.types';
import type { RefusalReason, SpecialDateMode } from './availability.types';

/** Results of the availability endpoints (docs/api/availability.md), shared by the engine and the console. */
export interface TimeOption {
  minute: number;
  /** "19:30", or "00:30 +1" past midnight. */
  label: string;
  available: boolean;
  reason?: RefusalReason;
  slotId?: string;
}

export interface ServiceUsage {
  covers: number;
  bookings: number;
  waitlistCovers: number;
  waitlistBookings: number;
}

/** A service as a date's views show it. */
export interface ServiceOfDay {
  serviceId: string;
  name: string;
  color: string;
  startMinute: number;
  endMinute: number;
  adHoc: boolean;
  online: boolean;
  usage: ServiceUsage;
}

export interface ServiceTimes extends ServiceOfDay {
  times: TimeOption[];
}

export interface TableChoice {
  tableIds: string[];
  combinationId: string | null;
  sectionId: string;
  names: string[];
  maxPax: number;
}

export interface TableRecommendation {
  serviceId: string;
  turnaroundMinutes: number;
  best: TableChoice | null;
  alternatives: TableChoice[];
}

export interface CalendarService extends ServiceOfDay {
  totalCovers: number | null;
  totalBookings: number | null;
  /** Times a party of the asked size could still book (staff view). */
  availableTimes: number;
  quickEdited: boolean;
  /** The capacity alert is on and booked covers reached its share of total covers. */
  capacityAlert: boolean;
}

export interface CalendarDay {
  date: string;
  note: string;
  special: { mode: SpecialDateMode } | null;
  onlineDay: boolean;
  services: CalendarService[];
}

/** `availability/calendar_info`: the days of a range as the calendar shows them. */
export interface CalendarInfo {
  from: string;
  to: string;
  timezone: string;
  days: CalendarDay[];
}

/** `availability/online_timing_switches`: online booking on or off for a date, its services and their slots. */
export interface DaySwitches {
  date: string;
  day: boolean;
  services: { serviceId: string; online: boolean; slots: { slotId: string; online: boolean }[] }[];
}

/** One date of `availability/special_dates`: everything set for it. */
export type SpecialDateEntry = DaySettings & { date: string };

/** `availability/time_slots`: the times of a date's services for a party size. */
export interface TimeSlots {
  date: string;
  timezone: string;
  pax: number;
  services: ServiceTimes[];
}
