import type { Locale } from './locales';

export type Messages = Record<string, string>;
export type AreaMessages<T extends Messages> = { en_US: T } & Record<Exclude<Locale, 'en_US'>, Record<keyof T, string>>;

/** One area's strings in all five locales; the type refuses a locale that lacks a key of en_US. */
export function defineMessages<T extends Messages>(messages: AreaMessages<T>): AreaMessages<T> {
  return messages;
}
