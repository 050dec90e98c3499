import type { ApiEnvelope } from '@covers/shared';
import { TOKEN_REFRESH_CODES } from '@covers/shared/errors';
import { ApiError } from './api-error';
import { dropNulls, encodeForm, type FieldValue } from './form-encoding';
import { api, auth, origin } from '../app/services';
import { platformOf } from '../edition/edition';
import { editionStore } from '../edition/edition-store';
import { currentLocale } from '../i18n/i18n';
import { sessionStore } from '../session/session-store';

/**
 * Calls that do not fit the form-encoded envelope client: CSV and image downloads, JSON import bodies and file
 * uploads (multipart, the common fields in the query: the server checks the outlet before it reads the body). They send the same
 * common fields and bearer token; an expired token is renewed through the general client (which owns the one
 * refresh) and the call repeated once.
 */
function commonFields(): Record<string, FieldValue> {
  return dropNulls({
    ...sessionStore.cookieFields(),
    rid: sessionStore.rid(),
    lang: currentLocale(),
    platform: platformOf(editionStore.get()),
  });
}

export async function fileCall(
  path: string,
  init: { method?: 'GET' | 'POST'; query?: Record<string, FieldValue>; json?: Record<string, unknown>; form?: FormData },
): Promise<Response> {
  const attempt = () => {
    const token = auth.getSnapshot().context.tokens?.access_token;
    const query = init.query || init.form ? `?${encodeForm({ ...commonFields(), ...init.query })}` : '';
    return fetch(`${origin()}${path}${query}`, {
      method: init.method ?? 'GET',
      credentials: 'include',
      headers: {
        'X-Request-Id': api.requestId(init.method === 'POST' ? 'POST' : 'GET'),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(init.json ? { 'Content-Type': 'application/json' } : {}),
      },
      body: init.json ? JSON.stringify({ ...commonFields(), ...init.json }) : init.form,
    });
  };
  let response = await attempt();
  const code = await codeOf(response);
  if (code !== null && TOKEN_REFRESH_CODES.includes(code)) {
    await api.call('/api/booking/search_history', { dedupe: false });
    response = await attempt();
  }
  // As after the general client's writes: a read sent just before this write is not the answer to one made after it.
  if (init.method === 'POST' && (await codeOf(response)) === 0) api.forgetReads();
  return response;
}

/** The envelope's code of a JSON answer (the body stays readable); null for anything else. */
async function codeOf(response: Response): Promise<number | null> {
  return isJson(response) ? ((await response.clone().json()) as ApiEnvelope).status.code : null;
}

export const isJson = (response: Response) => (response.headers.get('content-type') ?? '').includes('application/json');

export async function envelopeOf<T>(response: Response): Promise<T> {
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (envelope.status.code !== 0) throw new ApiError(envelope.status.code, envelope.status.msg, envelope.result, response.status);
  return envelope.result as T;
}

export async function downloadCsv(response: Response, fallbackName: string): Promise<void> {
  if (!response.ok || isJson(response)) await envelopeOf(response);
  // The bytes as sent: Response.text() would drop the UTF-8 BOM spreadsheet programs need.
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveCsv(await response.arrayBuffer(), name);
}

/** Saves CSV bytes (or text that already starts with its BOM) as a file the browser downloads. */
export function saveCsv(bytes: ArrayBuffer | string, name: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
