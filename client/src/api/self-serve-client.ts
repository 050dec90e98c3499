import { SELF_SERVE_CLIENT_TIMEOUT_MS } from '@covers/shared/constants';

/** Hosts of the self-serve service: production, or test for any other console host (spec §7). */
export const SELF_SERVE_HOSTS = { production: 'https://selfserve.covers.app', test: 'https://selfserve-test.covers.app' } as const;
export const PRODUCTION_CONSOLE_HOSTS = ['console.covers.app', 'm.covers.app'];

export function selfServeHost(hostname: string): string {
  return PRODUCTION_CONSOLE_HOSTS.includes(hostname) ? SELF_SERVE_HOSTS.production : SELF_SERVE_HOSTS.test;
}

export interface SelfServeRequest {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

const SUCCESS = [200, 201, 204];

/** Success only on 200, 201 or 204; anything else (or a timeout) rejects with the whole response. */
export async function selfServe(
  request: SelfServeRequest,
  host = selfServeHost(window.location.hostname),
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs ?? SELF_SERVE_CLIENT_TIMEOUT_MS);
  try {
    const response = await fetcher(`${host}${request.path}`, {
      method: request.method,
      headers: { 'Content-Type': 'application/json', ...request.headers },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: controller.signal,
    });
    if (!SUCCESS.includes(response.status)) throw response;
    return response;
  } finally {
    clearTimeout(timer);
  }
}
