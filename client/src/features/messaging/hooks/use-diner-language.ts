import type { Locale } from '@covers/shared';
import { useEffect, useRef } from 'react';
import { currentLocale, hasChosenLocale, setLocale } from '../../../i18n/i18n';

/** A diner's page opens in the language its message was written in, unless this browser chose one (the diner may switch). */
export function useDinerLanguage(link: { lang: Locale } | undefined) {
  const applied = useRef(false);
  useEffect(() => {
    if (!link || applied.current) return;
    applied.current = true;
    if (!hasChosenLocale() && link.lang !== currentLocale()) void setLocale(link.lang);
  }, [link]);
}
