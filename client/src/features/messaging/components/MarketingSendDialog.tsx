import { Alert, Descriptions, Modal, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMarketingAudience, useSendMarketing, type MarketingAudienceFilter } from '../hooks/use-marketing';
import '../messaging.css';

/**
 * The Diner Directory's Send message: the outlet's marketing message (its saved template) to the opted-in diners of the
 * directory's current search and filters, with how many that is ("N of M opted in") and what it says.
 */
export function MarketingSendDialog({ open, filter, onClose }: { open: boolean; filter: MarketingAudienceFilter; onClose: () => void }) {
  const { t } = useTranslation();
  const audience = useMarketingAudience(filter, open);
  const send = useSendMarketing((queued, already) => t('marketingUi.sent', { count: queued, already }));
  const data = audience.data;
  const sendable = Boolean(data?.template && data.opted_in > 0 && !data.too_many);

  return (
    <Modal
      open={open}
      title={t('marketingUi.dialogTitle')}
      okText={t('marketingUi.send')}
      onOk={() => send.mutate(filter, { onSuccess: onClose })}
      okButtonProps={{ disabled: !sendable, loading: send.isPending, ...{ 'data-testid': 'marketing-send' } }}
      onCancel={onClose}
      destroyOnHidden
    >
      {!data ? (
        <Spin />
      ) : (
        <Space direction="vertical" size="middle" className="marketing-send" data-testid="marketing-dialog">
          <Typography.Text strong data-testid="marketing-audience">
            {t(data.more ? 'marketingUi.audienceMore' : 'marketingUi.audience', { optedIn: data.opted_in, matching: data.matching })}
          </Typography.Text>
          <Typography.Text type="secondary">{t('marketingUi.onlyOptedIn')}</Typography.Text>
          {data.too_many && <Alert type="error" showIcon message={t('messaging.marketingTooMany')} />}
          {data.opted_in === 0 && <Alert type="info" showIcon message={t('messaging.marketingNobodyOptedIn')} />}
          {data.template ? (
            <Descriptions size="small" column={1} bordered data-testid="marketing-preview">
              <Descriptions.Item label={t('messagingUi.titleLabel')}>{data.template.title}</Descriptions.Item>
              <Descriptions.Item label={t('messagingUi.sendModeLabel')}>
                {t(`messagingUi.sendMode_${data.template.send_mode}`)}
              </Descriptions.Item>
              <Descriptions.Item label={t('messagingUi.standardLabel')}>
                <span className="booking-message-body">{data.template.standard_message}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('messagingUi.smsLabel')}>
                <span className="booking-message-body">{data.template.sms_message}</span>
              </Descriptions.Item>
            </Descriptions>
          ) : (
            <Alert
              type="warning"
              showIcon
              message={t('messaging.marketingTemplateUnsaved')}
              action={<Link to="/message">{t('marketingUi.editTemplate')}</Link>}
              data-testid="marketing-no-template"
            />
          )}
        </Space>
      )}
    </Modal>
  );
}
