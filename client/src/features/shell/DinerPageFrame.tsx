import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './LanguageSwitcher';
import './diner-page.css';

/** A page diners open from a link, with no session (feedback, confirmation): the language switcher and one card, phone first. */
export function DinerPageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="diner-page">
      <div className="diner-page-language">
        <LanguageSwitcher />
      </div>
      <main className="diner-page-card">
        <div className="brand brand--large">{t('shell.product')}</div>
        {children}
      </main>
    </div>
  );
}
