import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { GlobalLoading } from '../features/shell/GlobalLoading';
import { ANTD_LOCALES } from '../i18n/antd-locales';
import { currentLocale, i18n } from '../i18n/i18n';
import { bindFeedback } from '../ui/feedback';
import { createRouter } from './router';
import { queryClient, setNavigator } from './services';

const router = createRouter();
setNavigator((path) => void router.navigate(path, { replace: true }));

const THEME = { token: { colorPrimary: '#c2410c', borderRadius: 6, fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Thai', 'PingFang SC', sans-serif" } };

function FeedbackBridge() {
  const app = AntApp.useApp();
  useEffect(() => bindFeedback(app), [app]);
  return null;
}

function LocalisedApp() {
  useTranslation();
  return (
    <ConfigProvider locale={ANTD_LOCALES[currentLocale()]} theme={THEME}>
      <AntApp>
        <FeedbackBridge />
        <GlobalLoading />
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalisedApp />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
