import type { FeatureFlags } from '@covers/shared';

/**
 * The project key for this page's origin (spec §7: production and test consoles report to different projects),
 * from a map of origins to keys. None for this origin: analytics stays off.
 */
export function projectKeyFor(origin: string, keys: Record<string, string>): string | null {
  return keys[origin] ?? null;
}

/** Reads the build's origin-to-key map (`VITE_ANALYTICS_KEYS`, JSON); anything unreadable is no key at all. */
export function parseProjectKeys(json: string | undefined): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** What every event says about where it happened: the outlet and staff member, never a diner (spec §7). */
export interface AnalyticsContext {
  restaurantUid: string | null;
  userId: string | null;
  countryCode: string | null;
  language: string;
  landingTime: string;
  platform: string;
  environment: string;
  featureFlags: FeatureFlags | null;
}

export function contextProperties(context: AnalyticsContext): Record<string, string | boolean | null> {
  return {
    restaurant_uid: context.restaurantUid,
    user_id: context.userId,
    country_code: context.countryCode,
    language: context.language,
    landing_time: context.landingTime,
    platform: context.platform,
    environment: context.environment,
    ...Object.fromEntries(Object.entries(context.featureFlags ?? {}).map(([flag, on]) => [`flag_${flag}`, on])),
  };
}

/** The SDK's own properties an event keeps; URLs lose their query and fragment, where a deep link carries a phone. */
const SDK_PROPERTIES = new Set([
  '$lib',
  '$lib_version',
  '$browser',
  '$browser_version',
  '$os',
  '$device_type',
  '$screen_width',
  '$screen_height',
  '$viewport_width',
  '$viewport_height',
  '$insert_id',
  '$time',
  'distinct_id',
  'token',
  '$session_id',
  '$window_id',
  '$pathname',
  '$host',
  '$current_url',
]);
const URL_PROPERTIES = new Set(['$current_url']);
const OWN_PROPERTIES = new Set([
  'restaurant_uid',
  'user_id',
  'country_code',
  'language',
  'landing_time',
  'platform',
  'environment',
  'screen',
]);

const withoutQuery = (url: unknown) => (typeof url === 'string' ? url.split(/[?#]/)[0] : url);

/**
 * Only properties on the allow-list leave the browser: the context above, the screen's name, and the SDK's device
 * and page fields without their query. Whatever else a capture carries (an input's value, a diner's phone in a
 * link) is dropped, so no diner's personal data is ever sent.
 */
export function withoutPersonalData<T extends { properties: Record<string, unknown> }>(event: T): T {
  const properties: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(event.properties)) {
    if (!(SDK_PROPERTIES.has(name) || OWN_PROPERTIES.has(name) || name.startsWith('flag_'))) continue;
    properties[name] = URL_PROPERTIES.has(name) ? withoutQuery(value) : value;
  }
  return { ...event, properties };
}
