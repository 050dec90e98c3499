import { isLocale, isOpenQueueStatus } from '@covers/shared';
import { Result, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { currentLocale, setLocale } from '../../../i18n/i18n';
import { DinerPageFrame } from '../../shell/DinerPageFrame';
import { useQueueParty } from '../hooks/use-queue-screen';
import '../queue.css';

/**
 * /queueParty?token=… — a party's own page on the diner's phone, opened by the signed link (or its QR code) it got at
 * check-in: its number, the groups ahead and the wait, live; then that its table is ready. In the language the
 * party checked in with (`lang`), which the diner can change.
 */
export default function QueuePartyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const lang = params.get('lang');
  useEffect(() => {
    if (isLocale(lang) && lang !== currentLocale()) void setLocale(lang);
  }, [lang]);
  const party = useQueueParty(token);

  const body = () => {
    if (party.isPending && token) return <Spin />;
    if (!party.data) return <Result status="warning" title={party.error?.message ?? t('queue.linkInvalid')} />;
    const view = party.data;
    const waiting = isOpenQueueStatus(view.status) && view.status !== 'Offered';
    return (
      <div data-testid="queue-party" data-status={view.status}>
        <h1 className="queue-party-title">{t('queueUi.partyTitle', { outlet: view.outlet_name })}</h1>
        <p>{t('queueUi.yourNumber')}</p>
        <div className="queue-checkin-number" data-testid="queue-party-label">
          {view.label}
        </div>
        {waiting ? (
          <>
            <p className="queue-party-line" data-testid="queue-party-ahead">
              {t('queueUi.partyAhead', { ahead: view.groups_ahead })}
            </p>
            {view.wait_minutes !== null && (
              <p className="queue-party-line" data-testid="queue-party-wait">
                {t('queueUi.partyWait', { minutes: view.wait_minutes })}
              </p>
            )}
          </>
        ) : (
          <Result
            status={view.status === 'Removed' ? 'info' : 'success'}
            title={t(
              view.status === 'Offered' ? 'queueUi.partyCalled' : view.status === 'Seated' ? 'queueUi.partySeated' : 'queueUi.partyLeft',
            )}
            data-testid="queue-party-news"
          />
        )}
        <Typography.Text type="secondary">{t('queueUi.partyLive')}</Typography.Text>
      </div>
    );
  };

  return <DinerPageFrame>{body()}</DinerPageFrame>;
}
