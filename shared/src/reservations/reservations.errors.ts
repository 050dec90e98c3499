import { refusal, type ErrorSpec } from '../errors/error-spec';

/** Refusals of bookings, walk-ins, the waitlist and table states. */
export const RESERVATIONS_ERRORS = {
  STATUS_CANNOT_BE_UPDATED: refusal(46001, 'errors.statusCannotBeUpdated'),
  TABLE_DOUBLE_BOOKED: refusal(46002, 'errors.tableDoubleBooked'),
  TABLES_ALREADY_ASSIGNED: refusal(46003, 'errors.tablesAlreadyAssigned'),
  CAPACITY_CONFLICT: refusal(46004, 'errors.capacityConflict'),
  WALK_IN_AFTER_END: refusal(46005, 'errors.walkInAfterEnd'),
  NO_TIME_OR_DATE: refusal(46006, 'errors.noTimeOrDate'),
  TABLE_LOCKED: refusal(46007, 'reservations.tableLocked'),
  TABLE_UNKNOWN: refusal(46008, 'reservations.tableUnknown'),
  TABLE_STATE_CANNOT_CHANGE: refusal(46009, 'reservations.tableStateCannotChange'),
  RESERVATION_NOT_FOUND: refusal(46010, 'reservations.noBookingsFound'),
  SERVICE_RULES_BROKEN: refusal(46011, 'reservations.serviceRulesBroken'),
  DRAFT_USED: refusal(46012, 'reservations.draftUsed'),
} as const satisfies Record<string, ErrorSpec>;
