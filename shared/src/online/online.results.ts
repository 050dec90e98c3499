import type { OfflineHold, OnlineSettings } from './online.types';

/** `setting/online_booking`: the settings, and the outlet's booking page path. */
export interface OnlineSettingsResult {
  settings: OnlineSettings;
  bookingPath: string;
}

/** `setting/offline_seats`. */
export interface OfflineSeatsResult {
  holds: OfflineHold[];
}

/** `public/online_outlet`: what the booking page shows before a diner chooses. */
export interface PublicOutletResult {
  name: string;
  currency: string;
  countryCode: string;
  timezone: string;
  /** The outlet's local date today: the first bookable date. */
  today: string;
  lastDate: string;
  maxPartySize: number;
  open: boolean;
}

/** `public/online_times`: the times a party can book on a date, by service. */
export interface PublicTimesResult {
  date: string;
  services: { serviceId: string; name: string; times: { time: string; label: string }[] }[];
}

/** `public/online_book`: the booking as the diner sees it. */
export interface PublicBookingResult {
  reservationId: string;
  date: string;
  time: string;
  adults: number;
  children: number;
  name: string;
  restaurant: string;
  confirmationText: string;
}
