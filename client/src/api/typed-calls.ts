import type { ApiClient } from './api-client';
import type { FieldValue } from './form-encoding';

/** The API client's calls for the features' typed request bodies (RequestBody<schema>), sent as form fields. */
export function typedCalls(api: ApiClient) {
  const fields = (body: object) => body as Record<string, FieldValue>;
  return {
    get: <T>(path: string, body: object = {}) => api.call<T>(path, { data: fields(body) }),
    post: <T>(path: string, body: object) => api.call<T>(path, { method: 'POST', data: fields(body) }),
    /** The write's hook or form shows the refusal (field messages, the double-booking prompt), so the API client does not. */
    postQuietly: <T>(path: string, body: object) => api.call<T>(path, { method: 'POST', data: fields(body), hideError: true }),
  };
}
