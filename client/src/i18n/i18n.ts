import { en_US } from '@covers/shared/i18n/en_US';
import { DEFAULT_LOCALE, isLocale } from '@covers/shared/i18n/locales';
import type { Locale } from '@covers/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import 'dayjs/locale/th';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-hk';
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { loadMessages } from './locale-messages';

export const LANGUAGE_COOKIE = 'language';

const DAYJS_LOCALES: Record<Locale, string> = { en_US: 'en', zh_CN: 'zh-cn', id_ID: 'id', zh_HK: 'zh-hk', th_TH: 'th' };
const HTML_LANG: Record<Locale, string> = { en_US: 'en', zh_CN: 'zh-Hans', id_ID: 'id', zh_HK: 'zh-Hant-HK', th_TH: 'th' };

/** A calendar date ("2031-07-01") written out in the interface language, weekday included. */
export const longDate = (date: string): string =>
  new Intl.DateTimeFormat(HTML_LANG[currentLocale()], { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** Each language by its own name: endonyms read the same whatever the interface language is. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en_US: 'English',
  zh_CN: '简体中文',
  id_ID: 'Bahasa Indonesia',
  zh_HK: '繁體中文（香港）',
  th_TH: 'ไทย',
};

export function initialLocale(): Locale {
  const saved = Cookies.get(LANGUAGE_COOKIE);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

/** Whether this browser has a language of its own choosing (the switcher saves it). */
export const hasChosenLocale = (): boolean => isLocale(Cookies.get(LANGUAGE_COOKIE));

function applyLocale(locale: Locale): void {
  dayjs.locale(DAYJS_LOCALES[locale]);
  document.documentElement.lang = HTML_LANG[locale];
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LOCALE]: { translation: en_US } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  initImmediate: false,
  showSupportNotice: false,
});

/** English is in the entry; another language's strings are fetched the first time it is used. */
async function withMessages(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'translation')) i18n.addResourceBundle(locale, 'translation', await loadMessages(locale));
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Switches the interface language; the cookie keeps it and every call's `lang` field carries it. */
export async function setLocale(locale: Locale): Promise<void> {
  await withMessages(locale);
  Cookies.set(LANGUAGE_COOKIE, locale, { path: '/', sameSite: 'lax', expires: 365 });
  applyLocale(locale);
  await i18n.changeLanguage(locale);
}

/** The saved language, ready to render: main.tsx waits for it (English falls back if it cannot load). */
export const i18nReady: Promise<void> = (async () => {
  const saved = initialLocale();
  if (saved !== DEFAULT_LOCALE)
    await withMessages(saved)
      .then(() => i18n.changeLanguage(saved))
      .catch(() => undefined);
  applyLocale(currentLocale());
})();
