/** A call that did not succeed: the envelope's status (or a local code for a timeout or network failure). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly result?: unknown,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Local codes: the request timed out, or the network failed before a response arrived. */
export const TIMEOUT_CODE = -408;
export const NETWORK_CODE = -1;
