import { refusal, type ErrorSpec } from '../errors/error-spec';

/** Refusals of the reports. */
export const REPORTS_ERRORS = {
  REPORT_AS_OF_IN_FUTURE: refusal(53001, 'reports.asOfInFuture'),
} as const satisfies Record<string, ErrorSpec>;
