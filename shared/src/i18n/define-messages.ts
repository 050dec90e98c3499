import type { Locale } from './locales';

export type Messages = Record<string, string>;

/**
 * i18next's plural suffixes, the CLDR categories: a message with a count is `key_one`, `key_other`, … and is
 * called as `key` with `{ count }`. Every language has `_other`; English also needs `_one`; Chinese, Thai
 * and Indonesian have no other form, so `_other` alone serves them.
 */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];
/** A plural form some languages do not have. */
type OptionalPluralKey = `${string}_${Exclude<PluralCategory, 'other'>}`;

export type LocaleMessages<K extends PropertyKey> = Record<Exclude<K, OptionalPluralKey>, string> & Partial<Record<Extract<K, OptionalPluralKey>, string>>;
export type AreaMessages<T extends Messages> = { en_US: T } & Record<Exclude<Locale, 'en_US'>, LocaleMessages<keyof T>>;

/** `covers_one` | `covers_other` -> `covers`: the key a plural message is called by. */
export type PluralBase<K extends string> = K extends `${infer Base}_${PluralCategory}` ? Base : K;

/** One area's strings in all five locales; the type refuses a locale that lacks a key of en_US (plural forms its language lacks excepted). */
export function defineMessages<T extends Messages>(messages: AreaMessages<T>): AreaMessages<T> {
  return messages;
}
