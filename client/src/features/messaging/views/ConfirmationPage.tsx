import type { ConfirmationAnswer } from '@covers/shared';
import { Alert, Button, Popconfirm, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DinerPageFrame } from '../../shell/DinerPageFrame';
import { useDinerLanguage } from '../hooks/use-diner-language';
import { useAnswerConfirmation, useConfirmationLink } from '../hooks/use-confirmation-link';
import '../messaging.css';

/** /confirm/:token: the diner confirms or cancels their booking through the link of a message, once, with no sign-in. */
export default function ConfirmationPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const link = useConfirmationLink(token);
  const answer = useAnswerConfirmation(token);
  useDinerLanguage(link.data);

  const body = () => {
    if (link.isPending) return <Spin />;
    if (link.isError) return <Result status="warning" title={t('confirmationLinkUi.invalidTitle')} subTitle={link.error.message} />;
    const { outlet_name: outlet, answered, expired } = link.data;
    const done = answer.data?.answered ?? null;
    if (done) return <Answered answer={done} outlet={outlet} />;
    if (answered)
      return (
        <div data-testid="confirmation-used">
          <Result status="info" title={t('confirmationLinkUi.usedTitle')} subTitle={t('messaging.linkUsed')} />
        </div>
      );
    if (expired)
      return (
        <div data-testid="confirmation-expired">
          <Result status="warning" title={t('confirmationLinkUi.invalidTitle')} subTitle={t('messaging.linkExpired')} />
        </div>
      );
    return (
      <>
        <h1 className="diner-page-title" data-testid="screen-title">
          {t('confirmationLinkUi.pageTitle')}
        </h1>
        <p className="diner-page-intro" data-testid="confirmation-booking">
          {t('confirmationLinkUi.intro', {
            diner_name: link.data.diner_name,
            party_size: link.data.party_size,
            outlet,
            booking_time: link.data.booking_time,
          })}
        </p>
        {answer.isError && (
          <Alert className="confirmation-refusal" type="error" showIcon message={answer.error.message} data-testid="confirmation-refusal" />
        )}
        <div className="confirmation-actions">
          <Button
            type="primary"
            size="large"
            block
            loading={answer.isPending && answer.variables === 'confirm'}
            disabled={answer.isPending}
            onClick={() => answer.mutate('confirm')}
            data-testid="confirmation-confirm"
          >
            {t('confirmationLinkUi.confirm')}
          </Button>
          <Popconfirm
            title={t('confirmationLinkUi.cancelConfirm')}
            okText={t('confirmationLinkUi.cancelYes')}
            cancelText={t('confirmationLinkUi.cancelNo')}
            okButtonProps={{ danger: true, ...{ 'data-testid': 'confirmation-cancel-yes' } }}
            onConfirm={() => answer.mutate('cancel')}
          >
            <Button size="large" block danger disabled={answer.isPending} data-testid="confirmation-cancel">
              {t('confirmationLinkUi.cancel')}
            </Button>
          </Popconfirm>
        </div>
      </>
    );
  };

  return <DinerPageFrame>{body()}</DinerPageFrame>;
}

function Answered({ answer, outlet }: { answer: ConfirmationAnswer; outlet: string }) {
  const { t } = useTranslation();
  const confirmed = answer === 'confirm';
  return (
    <div data-testid={confirmed ? 'confirmation-confirmed' : 'confirmation-cancelled'}>
      <Result
        status={confirmed ? 'success' : 'info'}
        title={t(confirmed ? 'confirmationLinkUi.confirmedTitle' : 'confirmationLinkUi.cancelledTitle')}
        subTitle={t(confirmed ? 'confirmationLinkUi.confirmedBody' : 'confirmationLinkUi.cancelledBody', { outlet })}
      />
    </div>
  );
}
