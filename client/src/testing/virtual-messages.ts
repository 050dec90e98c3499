import type { Locale } from '@covers/shared';
import { i18nResources } from '@covers/shared/i18n';

/** Jest's stand-in for `virtual:covers-messages` (vite.config.ts). */
export const en_US = i18nResources().en_US.translation;

export async function load(locale: Locale) {
  return i18nResources()[locale].translation;
}
