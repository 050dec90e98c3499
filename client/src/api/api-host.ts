/** Page-host prefixes and the API-host prefix that replaces them (spec §7). */
export const API_HOST_PREFIXES = ['m.', 'console.', 'www.'];
export const API_HOST_PREFIX = 'api.';

interface PageLocation {
  protocol: string;
  hostname: string;
  /** '' for the protocol's default port. */
  port: string;
}

/**
 * The API origin for a page: the page host with its prefix substituted (`console.x` / `m.x` -> `api.x`), on the
 * page's protocol and port (`http://console.bistro.lan:3000` -> `http://api.bistro.lan:3000`).
 * In development, on local hosts and on hosts without a known prefix the console and the API share an
 * origin ('' = relative URLs), as when the gateway serves the built console itself.
 */
export function apiOrigin(location: PageLocation, development: boolean): string {
  if (development) return '';
  const prefix = API_HOST_PREFIXES.find((candidate) => location.hostname.startsWith(candidate));
  if (!prefix) return '';
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${API_HOST_PREFIX}${location.hostname.slice(prefix.length)}${port}`;
}
