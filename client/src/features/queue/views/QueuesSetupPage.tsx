import { UploadOutlined } from '@ant-design/icons';
import { QUEUE_NUMBER_TYPES, QUEUE_ROTATIONS, type QueueSettings } from '@covers/shared';
import { Button, Card, Form, InputNumber, Radio, Spin, Switch, Typography, Upload } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { messageKey } from '../../../i18n/message-key';
import { useMayEdit } from '../../../session/permissions';
import { QueueLinkCard, SETUP_LINKS } from '../components/QueueLinkCard';
import { WaitQuotesCard } from '../components/WaitQuotesCard';
import { useQueueSettings } from '../hooks/use-queue';
import { useBackgroundUpload, useBackgroundUrl, useSaveQueueSettings } from '../hooks/use-queue-setup';
import '../queue.css';

/** /queuesSetup: every queue setting of spec §3, the screen's background, and the public links with their QR codes. */
export default function QueuesSetupPage() {
  const { t } = useTranslation();
  const mayEdit = useMayEdit('servicesAndSlots');
  const setup = useQueueSettings();
  const save = useSaveQueueSettings();
  const background = useBackgroundUpload();
  const backgroundUrl = useBackgroundUrl(setup.data?.background_version ?? null);
  const [form] = Form.useForm<QueueSettings>();
  const numberType = Form.useWatch('number_type', form);
  useEffect(() => {
    if (setup.data) form.setFieldsValue(setup.data.settings);
  }, [setup.data, form]);

  if (!setup.data) return <Spin />;
  const submit = (values: QueueSettings) =>
    save.mutateAsync(values).catch((error: unknown) => {
      const fields = error instanceof ApiError ? (error.result as { fields?: Record<string, string> } | undefined)?.fields : undefined;
      if (fields)
        form.setFields(Object.entries(fields).map(([name, message]) => ({ name: name as keyof QueueSettings, errors: [message] })));
    });

  return (
    <div className="queues-setup" data-testid="queues-setup">
      <Card>
        <Form form={form} layout="vertical" disabled={!mayEdit} onFinish={submit} initialValues={setup.data.settings}>
          <Form.Item name="default_wait_minutes" label={t('queueUi.setupDefaultWait')} extra={t('queueUi.setupDefaultWaitHelp')}>
            <InputNumber min={0} max={600} data-testid="setup-default-wait" />
          </Form.Item>
          <Form.Item name="number_type" label={t('queueUi.setupNumberType')}>
            <Radio.Group
              options={QUEUE_NUMBER_TYPES.map((type) => ({ value: type, label: t(messageKey('queueUi', `numberType_${type}`)) }))}
              data-testid="setup-number-type"
            />
          </Form.Item>
          {numberType !== 'running' && (
            <div className="queues-setup-bands">
              <Form.Item name="band_a_max_pax" label={t('queueUi.setupBandA')}>
                <InputNumber min={1} max={97} addonAfter={t('queueUi.pax')} data-testid="setup-band-a" />
              </Form.Item>
              <Form.Item name="band_b_max_pax" label={t('queueUi.setupBandB')} extra={t('queueUi.setupBandsHelp')}>
                <InputNumber min={2} max={98} addonAfter={t('queueUi.pax')} data-testid="setup-band-b" />
              </Form.Item>
            </div>
          )}
          <Form.Item name="show_groups_ahead" label={t('queueUi.setupShowGroupsAhead')} valuePropName="checked">
            <Switch data-testid="setup-groups-ahead" />
          </Form.Item>
          <Form.Item name="show_wait_time" label={t('queueUi.setupShowWaitTime')} valuePropName="checked">
            <Switch data-testid="setup-wait-time" />
          </Form.Item>
          <Form.Item name="rotation" label={t('queueUi.setupRotation')}>
            <Radio.Group
              optionType="button"
              options={QUEUE_ROTATIONS.map((rotation) => ({ value: rotation, label: t(messageKey('queueUi', `rotation_${rotation}`)) }))}
              data-testid="setup-rotation"
            />
          </Form.Item>
          {mayEdit && (
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="setup-save">
              {t('queueUi.setupSave')}
            </Button>
          )}
        </Form>
      </Card>
      <WaitQuotesCard />
      <Card title={t('queueUi.setupBackground')}>
        <Typography.Paragraph type="secondary">{t('queueUi.setupBackgroundHelp')}</Typography.Paragraph>
        {backgroundUrl ? (
          <img className="queues-setup-background" src={backgroundUrl} alt={t('queueUi.setupBackground')} data-testid="setup-background" />
        ) : (
          <Typography.Paragraph>{t('queueUi.setupBackgroundNone')}</Typography.Paragraph>
        )}
        {mayEdit && (
          <Upload accept="image/jpeg,image/png" showUploadList={false} beforeUpload={background.send}>
            <Button icon={<UploadOutlined />} loading={background.uploading} data-testid="setup-background-upload">
              {t('queueUi.setupBackgroundUpload')}
            </Button>
          </Upload>
        )}
      </Card>
      <Card title={t('queueUi.setupLinks')}>
        {SETUP_LINKS.map((purpose) => (
          <QueueLinkCard key={purpose} purpose={purpose} path={setup.data.links[purpose]} mayEdit={mayEdit} />
        ))}
      </Card>
    </div>
  );
}
