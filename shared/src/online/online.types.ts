/** An outlet's online booking settings (Settings > Online Bookings). */
export interface OnlineSettings {
  enabled: boolean;
  /** How many days ahead a diner may book (spec §9's online advance-booking day limit). */
  advanceDays: number;
  /** How long before the time a diner must book, in minutes. */
  minLeadMinutes: number;
  /** The largest party that may book online; larger parties are asked to call. */
  maxPartySize: number;
  /** The online stop: no online bookings for dates from `stopFrom` to `stopTo` (both included). */
  stopFrom: string | null;
  stopTo: string | null;
  /** Shown to the diner once booked. */
  confirmationText: string;
}

export const DEFAULT_ONLINE_SETTINGS: OnlineSettings = {
  enabled: false,
  advanceDays: 60,
  minLeadMinutes: 60,
  maxPartySize: 8,
  stopFrom: null,
  stopTo: null,
  confirmationText: '',
};

/**
 * Seats or tables held back from online booking (Settings > Offline Seats): covers of a whole service, covers
 * of one interval of it, or the tables of a section during it. Staff may still book them.
 */
export type OfflineHold =
  | { hold_id: string; service_id: string; scope: 'service'; covers: number }
  | { hold_id: string; service_id: string; scope: 'interval'; interval_minute: number; covers: number }
  | { hold_id: string; service_id: string; scope: 'section'; section_id: string };

/** Where an online booking came from: the booking page itself, or a social media button (spec §2 Social Media). */
export const ONLINE_SOURCES = ['Online', 'Facebook', 'Instagram'] as const;
export type OnlineSource = (typeof ONLINE_SOURCES)[number];
