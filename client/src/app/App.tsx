import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { lazy, Suspense, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { GlobalLoading } from '../features/shell/GlobalLoading';
import { loadAntdLocale } from '../i18n/antd-locales';
import { currentLocale, i18n } from '../i18n/i18n';
import { createRouter } from './router';
import { queryClient, setNavigator } from './services';
import { THEME } from './theme';
import { onFeedbackNeeded } from '../ui/feedback';

const router = createRouter();
setNavigator((path) => void router.navigate(path, { replace: true }));
const FeedbackHost = lazy(() => import('../ui/FeedbackHost'));

/**
 * `antdLocale` is required from the first render: antd's ConfigProvider wraps its children in one more
 * provider once it has a locale, and that change of shape would remount every screen, losing what was typed.
 */
function LocalisedApp({ initialAntdLocale }: { initialAntdLocale: AntdLocale }) {
  useTranslation();
  const locale = currentLocale();
  const [antdLocale, setAntdLocale] = useState(initialAntdLocale);
  const [feedbackNeeded, setFeedbackNeeded] = useState(false);
  useEffect(() => onFeedbackNeeded(() => setFeedbackNeeded(true)), []);
  useEffect(() => {
    let current = true;
    void loadAntdLocale(locale).then((loaded) => current && setAntdLocale(loaded));
    return () => {
      current = false;
    };
  }, [locale]);
  return (
    <ConfigProvider locale={antdLocale} theme={THEME}>
      {feedbackNeeded && (
        <Suspense fallback={null}>
          <FeedbackHost />
        </Suspense>
      )}
      <GlobalLoading />
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}

export function App({ antdLocale }: { antdLocale: AntdLocale }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalisedApp initialAntdLocale={antdLocale} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
