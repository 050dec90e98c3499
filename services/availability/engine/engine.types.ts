import type { BookingChannel, OfflineHold } from '@covers/shared';
import type { EffectiveService } from './effective-services';

export interface FloorSection {
  sectionId: string;
  name: string;
  /** Lower first. */
  priority: number;
}
export interface FloorTable {
  tableId: string;
  sectionId: string;
  name: string;
  minPax: number;
  maxPax: number;
}
export interface FloorCombination {
  combinationId: string;
  tableIds: string[];
  minPax: number;
  maxPax: number;
}
export interface Floor {
  sections: FloorSection[];
  tables: FloorTable[];
  combinations: FloorCombination[];
}

/** A reservation as the engine sees it: any date near the day asked for, any status. */
export interface BookedReservation {
  reservationId: string;
  date: string;
  timeMinute: number;
  pax: number;
  status: string;
  tableIds: string[];
  serviceId: string | null;
  durationMinutes: number | null;
}

/** Everything the engine needs for one local date of one outlet. */
export interface DayInput {
  date: string;
  timeZone: string;
  /** ISO instant "now" (for cut-offs); passed in, never read from the clock. */
  now: string;
  services: EffectiveService[];
  /** Reservations of the date and the dates either side (past-midnight services and long stays). */
  reservations: BookedReservation[];
  floor: Floor;
}

export interface SlotQuery {
  pax: number;
  children: number;
  channel: BookingChannel;
  waitlist: boolean;
  serviceId?: string;
  excludeReservationId?: string;
  /** Online: seats and sections held back from online booking. */
  offlineHolds?: readonly OfflineHold[];
}

export type { ServiceTimes, ServiceUsage, TableChoice, TimeOption } from '@covers/shared';
