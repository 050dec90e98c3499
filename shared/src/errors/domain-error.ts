import type { ErrorCode } from './error-codes';

/**
 * The one refusal type of the domain. `fields` carries per-field message keys for forms;
 * `details` carries data the screen needs to offer a choice (for example the clashing booking).
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields: Record<string, string> = {},
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
