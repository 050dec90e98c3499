import type { OnlineSlot, ServiceDefinition } from './service-rules.schema';

/** A service as stored: its definition, its id, and its online slots each with an id. */
export type Service = Omit<ServiceDefinition, 'onlineSlots'> & {
  serviceId: string;
  onlineSlots: StoredOnlineSlot[];
};
export type StoredOnlineSlot = OnlineSlot & { slotId: string };

/** How a special date treats the regular services of its weekday. */
export const SPECIAL_DATE_MODES = ['add', 'replace'] as const;
export type SpecialDateMode = (typeof SPECIAL_DATE_MODES)[number];

/** Who is booking: staff in the console, or a diner online (where slots, cut-offs and switches apply). */
export const BOOKING_CHANNELS = ['staff', 'online'] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];

/** Why a time cannot be booked; each has a message, see refusalMessageKey. */
export const REFUSAL_REASONS = [
  'coversPerIntervalFull',
  'bookingsPerIntervalFull',
  'serviceCoversReached',
  'serviceBookingsReached',
  'waitlistFull',
  'partySizeLimitReached',
  'partySizeOutOfRange',
  'noTableFits',
  'cutoffPassed',
  'blocked',
  'childrenNotAllowed',
  'outsideServices',
  'tableNotBookable',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** 'noTableFits' -> 'availability.reasonNoTableFits'. */
export function refusalMessageKey(reason: RefusalReason): `availability.reason${Capitalize<RefusalReason>}` {
  return `availability.reason${(reason[0].toUpperCase() + reason.slice(1)) as Capitalize<RefusalReason>}`;
}
