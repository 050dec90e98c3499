/** Every response of the gateway (spec §7): code 0 is success. */
export interface ApiStatus {
  code: number;
  msg: string;
}

export interface ApiEnvelope<T = unknown> {
  status: ApiStatus;
  result?: T;
}

/** Per-field problems of a refused request: field path -> message key (translated in status.msg's language). */
export interface FieldErrors {
  fields: Record<string, string>;
}

export function isSuccess(envelope: ApiEnvelope): boolean {
  return envelope.status.code === 0;
}
