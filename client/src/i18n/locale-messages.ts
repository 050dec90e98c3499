import type { Locale, Translation } from '@covers/shared/i18n';
import { en_US } from '@covers/shared/i18n/en_US';

/** English is in the entry; every other language is a chunk of its own, fetched the first time it is chosen. */
const LOADERS: Record<Locale, () => Promise<Translation>> = {
  en_US: async () => en_US,
  zh_CN: async () => (await import('@covers/shared/i18n/zh_CN')).zh_CN,
  id_ID: async () => (await import('@covers/shared/i18n/id_ID')).id_ID,
  zh_HK: async () => (await import('@covers/shared/i18n/zh_HK')).zh_HK,
  th_TH: async () => (await import('@covers/shared/i18n/th_TH')).th_TH,
};

export function loadMessages(locale: Locale): Promise<Translation> {
  return LOADERS[locale]();
}
