import { LOCALES } from '@covers/shared/i18n';
import type { Locale } from '@covers/shared';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currentLocale, LANGUAGE_NAMES, setLocale } from '../../i18n/i18n';

/** A native select: it is on the first screen, where a component-library select would double the script size. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  return (
    <label className="language-switcher">
      <GlobalOutlined aria-hidden />
      <select
        aria-label={t('shell.language')}
        data-testid="language-switcher"
        value={currentLocale()}
        onChange={(event) => void setLocale(event.target.value as Locale)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
