import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loading } from '../../app/services';

/** Shown only once some call has been running for 200 ms (spec §9). */
export function GlobalLoading() {
  const { t } = useTranslation();
  const visible = useSyncExternalStore(loading.subscribe, loading.visible);
  if (!visible) return null;
  return (
    <div className="global-loading" role="status" aria-live="polite">
      <span className="css-spinner" aria-hidden /> <span>{t('shell.loading')}</span>
    </div>
  );
}
