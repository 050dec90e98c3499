import type { MessageKey } from '../i18n';

/** One refusal: the numeric status.code of spec §7/§8, the message key of status.msg, the HTTP status (200 for domain results; 409/412/417 per ARCHITECTURE.md). */
export interface ErrorSpec {
  readonly code: number;
  readonly key: MessageKey;
  readonly http: number;
}

/** An ErrorSpec on one line; the code keeps its literal type, so `ERROR_CODES.X.code` narrows. Domain refusals answer HTTP 200. */
export function refusal<const C extends number, const K extends MessageKey>(code: C, key: K, http = 200) {
  return { code, key, http } as const;
}
