import type { ErrorSpec } from '../errors/error-spec';

/** Refusals of bookings, walk-ins, the waitlist and table states. */
export const RESERVATIONS_ERRORS = {
  STATUS_CANNOT_BE_UPDATED: { code: 46001, key: 'errors.statusCannotBeUpdated', http: 200 },
  TABLE_DOUBLE_BOOKED: { code: 46002, key: 'errors.tableDoubleBooked', http: 200 },
  TABLES_ALREADY_ASSIGNED: { code: 46003, key: 'errors.tablesAlreadyAssigned', http: 200 },
  CAPACITY_CONFLICT: { code: 46004, key: 'errors.capacityConflict', http: 200 },
  WALK_IN_AFTER_END: { code: 46005, key: 'errors.walkInAfterEnd', http: 200 },
  NO_TIME_OR_DATE: { code: 46006, key: 'errors.noTimeOrDate', http: 200 },
  TABLE_LOCKED: { code: 46007, key: 'reservations.tableLocked', http: 200 },
  TABLE_UNKNOWN: { code: 46008, key: 'reservations.tableUnknown', http: 200 },
  TABLE_STATE_CANNOT_CHANGE: { code: 46009, key: 'reservations.tableStateCannotChange', http: 200 },
  RESERVATION_NOT_FOUND: { code: 46010, key: 'reservations.noBookingsFound', http: 200 },
} as const satisfies Record<string, ErrorSpec>;
