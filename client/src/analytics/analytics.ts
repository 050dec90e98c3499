import type { PostHog } from 'posthog-js';
import { currentLocale } from '../i18n/i18n';
import { platformOf } from '../edition/edition';
import { editionStore } from '../edition/edition-store';
import { sessionStore } from '../session/session-store';
import { contextProperties, parseProjectKeys, projectKeyFor, withoutPersonalData } from './analytics-events';

const LANDING_TIME = new Date().toISOString();
const KEY = projectKeyFor(window.location.origin, parseProjectKeys(import.meta.env.VITE_ANALYTICS_KEYS));
const HOST = import.meta.env.VITE_ANALYTICS_HOST ?? 'https://us.i.posthog.com';

let client: Promise<PostHog> | null = null;

/** The SDK, loaded on first use and only when this origin has a project key: without one, analytics is off. */
function posthog(): Promise<PostHog> | null {
  if (!KEY) return null;
  client ??= import('posthog-js').then(({ default: sdk }) => {
    sdk.init(KEY, {
      api_host: HOST,
      autocapture: false,
      capture_pageview: false,
      capture_pageleave: false,
      disable_session_recording: true,
      disable_surveys: true,
      mask_all_text: true,
      persistence: 'localStorage',
      before_send: (event) => (event ? withoutPersonalData(event) : null),
    });
    return sdk;
  });
  return client;
}

function context() {
  const outlet = sessionStore.currentOutlet();
  const fields = sessionStore.cookieFields();
  return contextProperties({
    restaurantUid: fields.Ruid ?? null,
    userId: sessionStore.user()?.user_uid ?? null,
    countryCode: fields.country_code ?? null,
    language: currentLocale(),
    landingTime: LANDING_TIME,
    platform: platformOf(editionStore.get()),
    environment: import.meta.env.MODE,
    featureFlags: outlet?.feature_flags ?? null,
  });
}

/** One product analytics event, with where it happened (spec §7's wrapper). Nothing is sent without a project key. */
export function track(event: string, properties: Record<string, string | number | boolean> = {}): void {
  void posthog()?.then((sdk) => sdk.capture(event, { ...context(), ...properties }));
}

/** A screen was opened, named by its route's title (never its address, which may carry a phone). */
export const trackScreen = (screen: string) => track('screen_viewed', { screen });
