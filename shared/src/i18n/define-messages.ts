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

export type LocaleMessages<K extends PropertyKey> = Record<Exclude<K, OptionalPluralKey>, string> &
  Partial<Record<Extract<K, OptionalPluralKey>, string>>;
/** One area's strings in a language other than English: every key of the English area, no other (plural forms its language lacks excepted). */
export type Translated<T extends Messages> = LocaleMessages<keyof T>;
/** A label for every member of a domain union, as flat keys `<prefix><member>`: `Labels<'status_', ReservationStatus>`. */
export type Labels<Prefix extends string, Member extends string> = Record<`${Prefix}${Member}`, string>;

/** `covers_one` | `covers_other` -> `covers`: the key a plural message is called by. */
export type PluralBase<K extends string> = K extends `${infer Base}_${PluralCategory}` ? Base : K;
/** Every area of a language other than English, each with the English area's keys. */
export type TranslationOf<English extends Record<string, Messages>> = { [Area in keyof English]: Translated<English[Area]> };
