import { access } from './access.messages';
import { availability } from './availability.messages';
import { availabilityUi } from './availability-ui.messages';
import { common } from './common.messages';
import { errors } from './errors.messages';
import { floor } from './floor.messages';
import { floorUi } from './floor-ui.messages';
import { reservations } from './reservations.messages';
import { reservationsUi } from './reservations-ui.messages';
import { routes } from './routes.messages';
import { shell } from './shell.messages';
import { signin } from './signin.messages';
import { validation } from './validation.messages';
import type { PluralBase } from './define-messages';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';

export * from './locales';
export * from './define-messages';

/** Every area's strings. Add an area here and it reaches the server's messages and the client's i18next. */
export const MESSAGE_AREAS = { common, errors, validation, access, shell, signin, routes, floor, floorUi, availability, availabilityUi, reservations, reservationsUi } as const;
export type MessageArea = keyof typeof MESSAGE_AREAS;
export type MessageKey = {
  [A in MessageArea]: `${A}.${PluralBase<Extract<keyof (typeof MESSAGE_AREAS)[A]['en_US'], string>>}`;
}[MessageArea];

/** i18next-shaped resources: { en_US: { translation: { errors: {...}, ... } }, ... }. */
export function i18nResources(): Record<Locale, { translation: Record<string, Record<string, string>> }> {
  const resources = {} as Record<Locale, { translation: Record<string, Record<string, string>> }>;
  for (const locale of LOCALES) {
    const translation: Record<string, Record<string, string>> = {};
    for (const [area, messages] of Object.entries(MESSAGE_AREAS)) translation[area] = messages[locale];
    resources[locale] = { translation };
  }
  return resources;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
/** The plural category of `count` in the locale's language, as i18next picks it. */
function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale.replace('_', '-'))));
  return rules.select(count);
}

function lookUp(table: Record<string, string | undefined> | undefined, locale: Locale, name: string, count: unknown): string | undefined {
  if (!table) return undefined;
  if (typeof count === 'number') return table[`${name}_${pluralCategory(locale, count)}`] ?? table[`${name}_other`] ?? table[name];
  return table[name];
}

/** Server-side translation of a message key into the request's language, falling back to en_US; `count` picks the plural form. */
export function translate(lang: unknown, key: string, params: Record<string, string | number> = {}): string {
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const [area, name] = key.split('.', 2) as [string, string];
  const messages = (MESSAGE_AREAS as Record<string, Record<Locale, Record<string, string | undefined>>>)[area];
  const text = lookUp(messages?.[locale], locale, name, params.count) ?? lookUp(messages?.[DEFAULT_LOCALE], DEFAULT_LOCALE, name, params.count) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, p: string) => String(params[p] ?? ''));
}
