import type { ErrorSpec } from '../errors/error-spec';

/** Refusals of services and online booking slots. */
export const AVAILABILITY_ERRORS = {
  CONFLICTING_SERVICE: { code: 47001, key: 'errors.conflictingService', http: 200 },
  SERVICE_SECTIONS_INCOMPLETE: { code: 47002, key: 'availability.sectionsIncomplete', http: 200 },
  SERVICE_NOT_FOUND: { code: 47004, key: 'errors.notFound', http: 200 },
} as const satisfies Record<string, ErrorSpec>;
