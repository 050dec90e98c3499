import type { Reservation } from './reservations.types';

/** What the host notes on a booking, in the order the edit and the import template list it. */
export const BOOKING_NOTE_FIELDS = [
  'remarks',
  'special_requests',
  'staff_notes',
  'tags',
  'occasion',
  'taken_by',
] as const satisfies readonly (keyof Reservation)[];

/** The deposit, the spend, the hotel guest, the third party who booked and the source, in that order. */
export const BOOKING_DETAIL_FIELDS = [
  'deposit_amount',
  'deposit_status',
  'customer_spend',
  'hotel_name',
  'room_number',
  'booked_by',
  'third_party_name',
  'third_party_phone',
  'third_party_email',
  'third_party_relationship',
  'source',
] as const satisfies readonly (keyof Reservation)[];
