import type { CreatedApiKey } from '@covers/shared';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { CopyField } from '../../../ui/CopyField';
import { useCreateApiKey } from '../hooks/use-telephony';

/** Names a new key, then shows it this once, to copy into the telephony system. */
export function NewKeyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const creating = useCreateApiKey();
  const [form] = Form.useForm<{ label: string }>();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const close = () => {
    setCreated(null);
    form.resetFields();
    onClose();
  };
  const create = ({ label }: { label: string }) =>
    creating.mutate(
      { label },
      {
        onSuccess: setCreated,
        onError: (error) => {
          const fields = error instanceof ApiError ? (error.result as { fields?: Record<string, string> } | undefined)?.fields : undefined;
          if (fields?.label) form.setFields([{ name: 'label', errors: [fields.label] }]);
        },
      },
    );
  return (
    <Modal
      open={open}
      title={created ? t('telephonyUi.newKeyTitle') : t('telephonyUi.createKey')}
      onCancel={close}
      destroyOnHidden
      footer={
        created ? (
          <Button type="primary" onClick={close}>
            {t('telephonyUi.done')}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{t('telephonyUi.cancel')}</Button>
            <Button type="primary" loading={creating.isPending} onClick={() => form.submit()} data-testid="api-key-create-submit">
              {t('telephonyUi.create')}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <>
          <Alert type="warning" showIcon message={t('telephonyUi.newKeyHint')} style={{ marginBottom: 12 }} />
          <CopyField value={created.key} testId="api-key-value" />
        </>
      ) : (
        <Form form={form} layout="vertical" onFinish={create}>
          <Form.Item
            label={t('telephonyUi.keyLabel')}
            name="label"
            rules={[{ required: true, whitespace: true, message: t('telephony.labelRequired') }]}
          >
            <Input maxLength={60} data-testid="api-key-label" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
