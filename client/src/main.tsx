import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mobileHostRedirect } from './app/access-rules';
import { App } from './app/App';
import { syncClock } from './app/services';
import { editionStore } from './edition/edition-store';
import { loadAntdLocale } from './i18n/antd-locales';
import { i18nReady, initialLocale } from './i18n/i18n';
import './app/shell.css';

editionStore.start();
const redirect = mobileHostRedirect(new URL(window.location.href), editionStore.get());
if (redirect) window.location.replace(redirect);
else {
  void syncClock();
  void Promise.all([loadAntdLocale(initialLocale()), i18nReady]).then(([antdLocale]) =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App antdLocale={antdLocale} />
      </StrictMode>,
    ),
  );
}
