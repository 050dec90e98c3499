import { Alert, Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DinerPageFrame } from '../../shell/DinerPageFrame';
import { useDinerLanguage } from '../hooks/use-diner-language';
import { useUnsubscribe, useUnsubscribeLink } from '../hooks/use-unsubscribe-link';
import '../messaging.css';

/** /unsubscribe/:token: a diner stops an outlet's marketing messages through the link of one, with no sign-in. */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe(token);
  useDinerLanguage(link.data);

  const body = () => {
    if (link.isPending) return <Spin />;
    if (link.isError) return <Result status="warning" title={t('unsubscribeUi.invalidTitle')} subTitle={link.error.message} />;
    const outlet = link.data.outlet_name;
    if (!link.data.subscribed || unsubscribe.isSuccess)
      return (
        <div data-testid="unsubscribe-done">
          <Result status="success" title={t('unsubscribeUi.doneTitle')} subTitle={t('unsubscribeUi.doneBody', { outlet })} />
        </div>
      );
    return (
      <>
        <h1 className="diner-page-title" data-testid="screen-title">
          {t('unsubscribeUi.pageTitle')}
        </h1>
        <p className="diner-page-intro" data-testid="unsubscribe-question">
          {t('unsubscribeUi.question', { outlet })}
        </p>
        {unsubscribe.isError && <Alert className="confirmation-refusal" type="error" showIcon message={unsubscribe.error.message} />}
        <div className="confirmation-actions">
          <Button
            type="primary"
            size="large"
            block
            loading={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate()}
            data-testid="unsubscribe-confirm"
          >
            {t('unsubscribeUi.confirm')}
          </Button>
        </div>
      </>
    );
  };

  return <DinerPageFrame>{body()}</DinerPageFrame>;
}
