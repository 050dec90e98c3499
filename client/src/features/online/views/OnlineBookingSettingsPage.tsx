import type { OnlineSettings } from '@covers/shared';
import { Button, Card, DatePicker, Form, Input, InputNumber, Spin, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { useMayEdit } from '../../../session/permissions';
import type { OnlineSettingsBody } from '../api/online.api';
import { CopyField } from '../../../ui/CopyField';
import { bookingPageUrl, embedCode } from '../components/booking-links';
import { useOnlineSettings } from '../hooks/use-online-queries';
import { useSaveOnlineSettings } from '../hooks/use-online-writes';
import '../online.css';

interface FormValues extends Omit<OnlineSettings, 'stopFrom' | 'stopTo'> {
  stop?: [Dayjs, Dayjs];
}

const toForm = (s: OnlineSettings): FormValues => ({
  ...s,
  stop: s.stopFrom && s.stopTo ? [dayjs(s.stopFrom), dayjs(s.stopTo)] : undefined,
});

const toBody = ({ stop, ...v }: FormValues): OnlineSettingsBody => ({
  enabled: v.enabled,
  advance_days: v.advanceDays,
  min_lead_minutes: v.minLeadMinutes,
  max_party_size: v.maxPartySize,
  stop_from: stop ? stop[0].format('YYYY-MM-DD') : '',
  stop_to: stop ? stop[1].format('YYYY-MM-DD') : '',
  confirmation_text: v.confirmationText,
});

/** The server's field names -> this form's. */
const FIELD_OF: Record<string, keyof FormValues> = {
  advance_days: 'advanceDays',
  min_lead_minutes: 'minLeadMinutes',
  max_party_size: 'maxPartySize',
  stop_from: 'stop',
  stop_to: 'stop',
  confirmation_text: 'confirmationText',
};

/** /setting_onlineBooking: whether and how diners book online, and the booking page to link or embed. */
export default function OnlineBookingSettingsPage() {
  const { t } = useTranslation();
  const mayEdit = useMayEdit('servicesAndSlots');
  const settings = useOnlineSettings();
  const saving = useSaveOnlineSettings(() => t('onlineUi.settingsSaved'));
  const [form] = Form.useForm<FormValues>();
  useEffect(() => {
    if (settings.data) form.setFieldsValue(toForm(settings.data.settings));
  }, [settings.data, form]);
  if (!settings.data) return <Spin />;
  const url = bookingPageUrl(settings.data.bookingPath);
  const save = (values: FormValues) =>
    saving.mutate(toBody(values), {
      onError: (error) => {
        const fields = error instanceof ApiError ? (error.result as { fields?: Record<string, string> } | undefined)?.fields : undefined;
        if (fields) form.setFields(Object.entries(fields).map(([path, text]) => ({ name: FIELD_OF[path] ?? path, errors: [text] })));
      },
    });
  return (
    <div className="online-page">
      <Card data-testid="online-settings">
        <Form form={form} layout="vertical" disabled={!mayEdit} initialValues={toForm(settings.data.settings)} onFinish={save}>
          <Form.Item label={t('onlineUi.enabled')} name="enabled" valuePropName="checked">
            <Switch data-testid="online-enabled" />
          </Form.Item>
          <div className="online-grid">
            <Form.Item label={t('onlineUi.advanceDays')} name="advanceDays" rules={[{ required: true }]}>
              <InputNumber min={1} max={365} precision={0} data-testid="online-advance-days" />
            </Form.Item>
            <Form.Item label={t('onlineUi.minLeadMinutes')} name="minLeadMinutes" rules={[{ required: true }]}>
              <InputNumber min={0} max={10080} precision={0} step={15} />
            </Form.Item>
            <Form.Item label={t('onlineUi.maxPartySize')} name="maxPartySize" rules={[{ required: true }]}>
              <InputNumber min={1} max={500} precision={0} data-testid="online-max-party" />
            </Form.Item>
          </div>
          <Form.Item label={t('onlineUi.onlineStop')} name="stop" extra={t('onlineUi.onlineStopHint')}>
            <DatePicker.RangePicker placeholder={[t('onlineUi.stopFrom'), t('onlineUi.stopTo')]} />
          </Form.Item>
          <Form.Item label={t('onlineUi.confirmationText')} name="confirmationText" extra={t('onlineUi.confirmationTextHint')}>
            <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 6 }} data-testid="online-confirmation-text" />
          </Form.Item>
          {mayEdit && (
            <Button type="primary" htmlType="submit" loading={saving.isPending} data-testid="online-save">
              {t('onlineUi.save')}
            </Button>
          )}
        </Form>
      </Card>
      <Card title={t('onlineUi.bookingPage')}>
        <CopyField value={url} testId="online-booking-url" />
        <Typography.Link href={url} target="_blank" rel="noopener">
          {t('onlineUi.openBookingPage')}
        </Typography.Link>
        <Typography.Title level={5}>{t('onlineUi.embedCode')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('onlineUi.embedHint')}</Typography.Paragraph>
        <CopyField value={embedCode(url)} multiline />
      </Card>
    </div>
  );
}
