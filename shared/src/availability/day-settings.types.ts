import type { Service, SpecialDateMode } from './availability.types';

/** What staff may change for one service on one date only (quick edit); the rest stays the default. */
export type QuickEdit = Partial<
  Pick<Service, 'startMinute' | 'endMinute' | 'allowChildren' | 'covers' | 'bookings' | 'turnaround' | 'cutoff'>
>;

/** Everything set for one local date of an outlet: note, ad-hoc services, quick edits, switches, forbidden tables. */
export interface DaySettings {
  note: string;
  /** Ad-hoc services of a special date, added to the weekday's regular services or replacing them. */
  special: { mode: SpecialDateMode; services: Service[] } | null;
  quickEdits: Record<string, QuickEdit>;
  /** Online booking on/off for this date: the whole day, a service, a slot. Absent = the service's default. */
  switches: { day?: boolean; services: Record<string, boolean>; slots: Record<string, boolean> };
  /** Tables not bookable this date: under a service id, or '*' for the whole day. */
  forbiddenTables: Record<string, string[]>;
}

export const ALL_SERVICES = '*';

export function emptyDaySettings(): DaySettings {
  return { note: '', special: null, quickEdits: {}, switches: { services: {}, slots: {} }, forbiddenTables: {} };
}

export interface CapacityAlertSettings {
  enabled: boolean;
  /** Alert when a service's booked covers reach this share of its total covers. */
  thresholdPercent: number;
  emails: string[];
}

export const DEFAULT_CAPACITY_ALERT: CapacityAlertSettings = { enabled: false, thresholdPercent: 80, emails: [] };

/** Used when a service has no turnaround range for a party size (not a spec constant: our default). */
export const DEFAULT_TURNAROUND_MINUTES = 90;
