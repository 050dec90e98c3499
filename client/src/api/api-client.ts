import { DUPLICATE_CALL_WINDOW_MS, GENERAL_CLIENT_TIMEOUT_MS } from '@covers/shared/constants';
import { ERROR_CODES, TOKEN_REFRESH_CODES } from '@covers/shared/errors';
import type { ApiEnvelope, CommonFields, Platform } from '@covers/shared';
import { ApiError, NETWORK_CODE, TIMEOUT_CODE } from './api-error';
import { dropNulls, encodeForm, type FieldValue } from './form-encoding';
import type { LoadingTracker } from './loading-tracker';
import { createOwnWrites } from './own-writes';
import { newRequestId } from './request-id';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  method?: HttpMethod;
  data?: Record<string, FieldValue>;
  /** The caller shows its own message: no Oops popup or notification (spec §8). */
  hideError?: boolean;
  /** 'bearer' (default) sends the access token; 'key' the static API key header; 'none' nothing. */
  auth?: 'bearer' | 'key' | 'none';
  /** Overrides the edition's platform; the session log list sends '' (spec §7). */
  platform?: Platform | '';
  /** Opt out of sharing an identical call made within the last second. */
  dedupe?: boolean;
}

/** How the console reacts to a failed call (spec §8): mobile popup or desktop notification, timeout alert. */
export interface ErrorReactions {
  error(message: string): void;
  timeout(): void;
}

export interface ApiClientDeps {
  origin: () => string;
  commonFields: () => Omit<CommonFields, 'platform'>;
  platform: () => Platform;
  accessToken: () => string | null;
  /** Resolves with a fresh access token once the (single) refresh is done; rejects when the session ends. */
  refreshedToken: (rejectedToken: string | null) => Promise<string>;
  staticKey: () => string;
  reactions: ErrorReactions;
  loading: LoadingTracker;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
  /** A fresh request id (a UUID) for each call. */
  requestId?: () => string;
}

/** Codes and the message of spec §8 whose reaction is not shown. */
export const SILENT_CODES: readonly number[] = [ERROR_CODES.RATE_LIMITED.code, ERROR_CODES.REQUEST_REPEATED.code];
const SILENT_MESSAGE = 'Please do not request frequently!';

/** The general client of spec §7. */
export function createApiClient(deps: ApiClientDeps) {
  const timeoutMs = deps.timeoutMs ?? GENERAL_CLIENT_TIMEOUT_MS;
  const now = deps.now ?? Date.now;
  const recent = new Map<string, { at: number; promise: Promise<unknown> }>();
  const ownWrites = createOwnWrites(now);
  const nextRequestId = deps.requestId ?? newRequestId;

  /** The id a call sends as `X-Request-Id`; a write's is remembered before it is sent, as its live echo may come first. */
  const requestId = (method: HttpMethod): string => {
    const id = nextRequestId();
    if (method !== 'GET') ownWrites.remember(id);
    return id;
  };

  const forgetReads = () => {
    for (const key of recent.keys()) if (key.startsWith('GET ')) recent.delete(key);
  };

  async function send(
    path: string,
    options: CallOptions,
    fields: Record<string, FieldValue>,
    token: string | null,
    id: string,
  ): Promise<ApiEnvelope & { httpStatus: number }> {
    const method = options.method ?? 'GET';
    const encoded = encodeForm(fields);
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Request-Id': id };
    const auth = options.auth ?? 'bearer';
    if (auth === 'bearer' && token) headers.Authorization = `Bearer ${token}`;
    if (auth === 'key') headers.key = deps.staticKey();
    let url = `${deps.origin()}${path}`;
    let body: string | undefined;
    if (method === 'GET' || method === 'DELETE') url += encoded ? `?${encoded}` : '';
    else {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      body = encoded;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await (deps.fetch ?? fetch)(url, { method, headers, body, credentials: 'include', signal: controller.signal });
      const envelope = (await response.json().catch(() => null)) as ApiEnvelope | null;
      if (!envelope?.status)
        return { status: { code: NETWORK_CODE, msg: response.statusText || `HTTP ${response.status}` }, httpStatus: response.status };
      return { ...envelope, httpStatus: response.status };
    } catch (error) {
      if (controller.signal.aborted) throw new ApiError(TIMEOUT_CODE, 'timeout');
      throw new ApiError(NETWORK_CODE, error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
  }

  async function perform<T>(path: string, options: CallOptions): Promise<T> {
    const fields = dropNulls({ ...deps.commonFields(), platform: options.platform ?? deps.platform(), ...options.data });
    const done = deps.loading.begin();
    try {
      const token = deps.accessToken();
      let envelope = await send(path, options, fields, token, requestId(options.method ?? 'GET'));
      if (TOKEN_REFRESH_CODES.includes(envelope.status.code) && (options.auth ?? 'bearer') === 'bearer') {
        const renewed = await deps.refreshedToken(token);
        envelope = await send(path, options, fields, renewed, requestId(options.method ?? 'GET'));
      }
      if (envelope.status.code === 0) {
        if ((options.method ?? 'GET') !== 'GET') forgetReads();
        return envelope.result as T;
      }
      const failure = new ApiError(envelope.status.code, envelope.status.msg, envelope.result, envelope.httpStatus);
      if (
        !options.hideError &&
        !SILENT_CODES.includes(failure.code) &&
        failure.message !== SILENT_MESSAGE &&
        !TOKEN_REFRESH_CODES.includes(failure.code)
      )
        deps.reactions.error(failure.message);
      throw failure;
    } catch (error) {
      if (error instanceof ApiError && error.code === TIMEOUT_CODE) deps.reactions.timeout();
      else if (error instanceof ApiError && error.code === NETWORK_CODE && !options.hideError && error.httpStatus === undefined)
        deps.reactions.error(error.message);
      throw error;
    } finally {
      done();
    }
  }

  return {
    /** Calls `path` (e.g. `/api/reservation/list`) and resolves with `result` when status.code is 0. */
    call<T = unknown>(path: string, options: CallOptions = {}): Promise<T> {
      const key = `${options.method ?? 'GET'} ${path} ${JSON.stringify(options.data ?? {})} ${options.auth ?? 'bearer'}`;
      const at = now();
      for (const [candidate, entry] of recent) if (at - entry.at >= DUPLICATE_CALL_WINDOW_MS) recent.delete(candidate);
      const existing = recent.get(key);
      if (existing && options.dedupe !== false) return existing.promise as Promise<T>;
      const promise = perform<T>(path, options);
      recent.set(key, { at, promise });
      return promise;
    },
    /** Forgets recent calls so the next identical one is sent: after a live event changed the data. */
    forgetRecent(): void {
      recent.clear();
    },
    /** A write made outside this client (a file upload) succeeded: the reads made before it are sent again. */
    forgetReads,
    requestId,
    /** The event's correlation id is one of this tab's writes of the last minute: its hook has refreshed what it changed. */
    isOwnWrite: (correlationId: string | null | undefined): boolean => ownWrites.has(correlationId),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
