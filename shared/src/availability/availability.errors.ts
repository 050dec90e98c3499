import { refusal, type ErrorSpec } from '../errors/error-spec';

/** Refusals of services and online booking slots. */
export const AVAILABILITY_ERRORS = {
  CONFLICTING_SERVICE: refusal(47001, 'errors.conflictingService'),
  SERVICE_SECTIONS_INCOMPLETE: refusal(47002, 'availability.sectionsIncomplete'),
  SERVICE_NOT_FOUND: refusal(47004, 'errors.notFound'),
} as const satisfies Record<string, ErrorSpec>;
