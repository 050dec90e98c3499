import type { CapacityAlertSettings } from '@covers/shared';
import { Button, Card, Form, InputNumber, Select, Spin, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { showError } from '../../../ui/feedback';
import { useUnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { useCapacityAlert } from '../hooks/use-availability-queries';
import { useSetCapacityAlert } from '../hooks/use-availability-writes';
import { useReadOnly, withServicesAccess } from '../components/ServicesAccess';
import '../availability.css';

/** /capacityAlert: e-mail staff when a service's booked covers reach a share of its total covers. */
function CapacityAlert() {
  const { t } = useTranslation();
  const readOnly = useReadOnly();
  const settings = useCapacityAlert();
  const saving = useSetCapacityAlert(() => t('availabilityUi.settingsSaved'));
  const [form] = Form.useForm<CapacityAlertSettings>();
  const [values, setValues] = useState<CapacityAlertSettings | null>(null);
  useEffect(() => {
    if (!settings.data) return;
    form.setFieldsValue(settings.data);
    setValues(settings.data);
  }, [settings.data, form]);
  const dirty = !readOnly && values !== null && settings.data !== undefined && JSON.stringify(values) !== JSON.stringify(settings.data);
  const save = () =>
    saving.mutateAsync(form.getFieldsValue(true) as CapacityAlertSettings, {
      onSuccess: setValues,
      onError: (error) => {
        const fields = error instanceof ApiError ? (error.result as { fields?: Record<string, string> } | undefined)?.fields : undefined;
        if (fields)
          form.setFields(
            Object.entries(fields).map(([path, text]) => ({ name: path.split('.')[0] as keyof CapacityAlertSettings, errors: [text] })),
          );
        else if (error instanceof ApiError) showError(error.message);
      },
    });
  const { prompt } = useUnsavedChangesGuard({ dirty, onSave: save });
  if (!settings.data) return <Spin />;
  return (
    <Card className="availability-page capacity-alert" data-testid="capacity-alert">
      <Form
        form={form}
        layout="vertical"
        disabled={readOnly}
        initialValues={settings.data}
        onValuesChange={() => setValues(form.getFieldsValue(true) as CapacityAlertSettings)}
        onFinish={() => void save().catch(() => undefined)}
      >
        <Form.Item label={t('availabilityUi.capacityAlertEnabled')} name="enabled" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label={t('availabilityUi.thresholdPercent')} name="thresholdPercent">
          <InputNumber min={1} max={100} precision={0} addonAfter="%" />
        </Form.Item>
        <Form.Item label={t('availabilityUi.alertEmails')} name="emails">
          <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} />
        </Form.Item>
        {!readOnly && (
          <Button type="primary" htmlType="submit" loading={saving.isPending} disabled={!dirty}>
            {t('common.save')}
          </Button>
        )}
      </Form>
      {prompt}
    </Card>
  );
}

export default withServicesAccess(CapacityAlert);
