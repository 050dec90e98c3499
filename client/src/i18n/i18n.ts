import { DEFAULT_LOCALE, i18nResources, isLocale } from '@covers/shared/i18n';
import type { Locale } from '@covers/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import 'dayjs/locale/th';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-hk';
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_COOKIE = 'language';

const DAYJS_LOCALES: Record<Locale, string> = { en_US: 'en', zh_CN: 'zh-cn', id_ID: 'id', zh_HK: 'zh-hk', th_TH: 'th' };
const HTML_LANG: Record<Locale, string> = { en_US: 'en', zh_CN: 'zh-Hans', id_ID: 'id', zh_HK: 'zh-Hant-HK', th_TH: 'th' };

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

function applyLocale(locale: Locale): void {
  dayjs.locale(DAYJS_LOCALES[locale]);
  document.documentElement.lang = HTML_LANG[locale];
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: i18nResources(),
  lng: initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  initImmediate: false,
});
applyLocale(i18n.language as Locale);

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Switches the interface language; the cookie keeps it and every call's `lang` field carries it. */
export async function setLocale(locale: Locale): Promise<void> {
  Cookies.set(LANGUAGE_COOKIE, locale, { path: '/', sameSite: 'lax', expires: 365 });
  applyLocale(locale);
  await i18n.changeLanguage(locale);
}
