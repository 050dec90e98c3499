/** Query parameters that carry a bearer secret: refresh tokens, reset-link and verification tokens, codes. */
const SECRET_PARAMETERS = new Set(['refresh_token', 'token', 'verify_token', 'code', 'password', 'access_token']);
const REDACTED = '[Redacted]';

/** The URL with the value of every secret query parameter replaced, so access logs never hold a usable token. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0];
      return SECRET_PARAMETERS.has(decodeURIComponentSafe(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

interface SerializedRequest {
  url?: string;
  query?: Record<string, unknown>;
}

/** pino-http's `serializers.req` (it receives the standard serialization): the URL and the parsed query, redacted. */
export function redactRequestSecrets<R extends SerializedRequest>(req: R): R {
  if (typeof req.url === 'string') req.url = redactUrl(req.url);
  if (req.query && typeof req.query === 'object')
    req.query = Object.fromEntries(
      Object.entries(req.query).map(([name, value]) => [name, SECRET_PARAMETERS.has(name) ? REDACTED : value]),
    );
  return req;
}
