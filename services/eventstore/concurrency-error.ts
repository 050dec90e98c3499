/** The stream moved on since it was read: retryable, never a silent overwrite. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number | 'any',
  ) {
    super(`Stream ${streamId} is not at version ${expectedVersion}`);
    this.name = 'ConcurrencyError';
  }
}
