/** Spec §3: diner salutations. */
export const SALUTATIONS = ['Mr', 'Ms', 'Miss', 'Mrs', 'Mdm', 'Dr', 'Mx'] as const;
export type Salutation = (typeof SALUTATIONS)[number];
export const RESERVATION_KINDS = ['reservation', 'walk_in', 'waitlist'] as const;
export type ReservationKind = (typeof RESERVATION_KINDS)[number];
export const DEPOSIT_STATUSES = ['none', 'pending', 'paid'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
/** The "large parties" filter: this many covers or more. */
export const LARGE_PARTY_MIN_PAX = 8;
export const RESERVATION_SOURCES = ['Phone', 'Walk-in', 'Online', 'Email', 'Import', 'Third Party', 'Campaign'] as const;
export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export const NOTIFICATION_TEMPLATES = ['confirmation', 'reminder', 'cancellation'] as const;
/** Rows one import request may carry; the 5 MB body limit of spec §9 is checked as well. */
export const IMPORT_MAX_ROWS_PER_REQUEST = 20_000;
/** Per-user search history length. */
export const SEARCH_HISTORY_LENGTH = 10;
