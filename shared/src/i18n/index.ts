import type { PluralBase } from './define-messages';
import { en_US } from './en_US';
import { id_ID } from './id_ID';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import { th_TH } from './th_TH';
import { zh_CN } from './zh_CN';
import { zh_HK } from './zh_HK';

export * from './locales';
export * from './define-messages';

/**
 * Every language's strings, each an i18next translation `{ area: { key: text } }` assembled from the contexts'
 * `i18n/<locale>.ts`. The server translates from here; the browser loads `./<locale>` alone (client/src/i18n).
 */
export const MESSAGES: Record<Locale, Translation> = { en_US, zh_CN, id_ID, zh_HK, th_TH };
export type Translation = Record<MessageArea, Record<string, string>>;
export type MessageArea = keyof typeof en_US;
export type MessageKey = {
  [A in MessageArea]: `${A}.${PluralBase<Extract<keyof (typeof en_US)[A], string>>}`;
}[MessageArea];

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
  const messages = MESSAGES as Record<Locale, Record<string, Record<string, string | undefined> | undefined>>;
  const text =
    lookUp(messages[locale][area], locale, name, params.count) ??
    lookUp(messages[DEFAULT_LOCALE][area], DEFAULT_LOCALE, name, params.count) ??
    key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, p: string) => String(params[p] ?? ''));
}
