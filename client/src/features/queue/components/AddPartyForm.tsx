import { Button, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useJoinQueue } from '../hooks/use-queue';

interface PartyFields {
  pax: number;
  last_name?: string;
  phone?: string;
}

/** The host adds a party at the stand: its size, and a name and phone when given. */
export function AddPartyForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PartyFields>();
  const join = useJoinQueue();
  const submit = async (fields: PartyFields) => {
    await join.mutateAsync({ pax: fields.pax, last_name: fields.last_name ?? '', phone: fields.phone || undefined });
    form.resetFields();
  };
  return (
    <>
      <Form
        form={form}
        layout="inline"
        className="queue-add"
        initialValues={{ pax: 2 }}
        onFinish={(fields) => submit(fields).catch(() => undefined)}
      >
        <Form.Item name="pax" rules={[{ required: true }]}>
          <InputNumber min={1} max={98} aria-label={t('queueUi.pax')} addonAfter={t('queueUi.pax')} data-testid="queue-pax" />
        </Form.Item>
        <Form.Item name="last_name">
          <Input placeholder={t('queueUi.name')} aria-label={t('queueUi.name')} maxLength={80} data-testid="queue-name" />
        </Form.Item>
        <Form.Item name="phone">
          <Input
            placeholder={t('queueUi.phone')}
            aria-label={t('queueUi.phone')}
            inputMode="tel"
            maxLength={20}
            data-testid="queue-phone"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={join.isPending} data-testid="queue-add">
          {t('queueUi.addParty')}
        </Button>
      </Form>
      {join.prompt}
    </>
  );
}
