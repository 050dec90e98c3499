import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../shell/LanguageSwitcher';

/** The card every sign-in and reset screen sits in, with the language switcher. */
export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="signin-page">
      <div className="signin-language">
        <LanguageSwitcher />
      </div>
      <main className="signin-card">
        <div className="brand brand--large">{t('shell.product')}</div>
        <h1 className="signin-title" data-testid="screen-title">
          {title}
        </h1>
        {children}
      </main>
    </div>
  );
}
