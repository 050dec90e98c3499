import { refusal, type ErrorSpec } from '../errors/error-spec';

/** Refusals of online booking: the booking page and its settings. */
export const ONLINE_ERRORS = {
  ONLINE_OUTLET_NOT_FOUND: refusal(54001, 'online.outletNotFound'),
  ONLINE_BOOKING_CLOSED: refusal(54002, 'online.closed'),
  ONLINE_DATE_NOT_OPEN: refusal(54003, 'online.dateNotOpen'),
  ONLINE_TOO_SOON: refusal(54004, 'online.tooSoon'),
  ONLINE_PARTY_TOO_LARGE: refusal(54005, 'online.partyTooLarge'),
  ONLINE_TIME_UNAVAILABLE: refusal(54006, 'online.timeUnavailable'),
} as const satisfies Record<string, ErrorSpec>;
