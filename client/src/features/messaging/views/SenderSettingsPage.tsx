import { fieldMessages, senderSettingsRequest } from '@covers/shared';
import { Button, Card, Divider, Form, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayEdit } from '../../../session/permissions';
import { VoiceNumberVerification } from '../components/VoiceNumberVerification';
import { useSaveSender, useSenderSettings } from '../hooks/use-message-settings';
import '../messaging.css';

/** /setting_senderSettings: where diners' replies to e-mail go, the name texts come from, and the verified number calls come from. */
export default function SenderSettingsPage() {
  const { t } = useTranslation();
  const mayEdit = useMayEdit('servicesAndSlots');
  const settings = useSenderSettings().data;
  const saving = useSaveSender(() => t('messagingUi.senderSaved'));
  const [values, setValues] = useState({ reply_to: '', sms_name: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (settings) setValues({ reply_to: settings.reply_to ?? '', sms_name: settings.sms_name ?? '' });
  }, [settings]);
  if (!settings) return <Spin />;

  const save = () => {
    const parsed = senderSettingsRequest.safeParse(values);
    setErrors(parsed.success ? {} : fieldMessages(parsed.error));
    if (parsed.success) saving.mutate(values);
  };
  const field = (name: 'reply_to' | 'sms_name', label: string, hint: string) => (
    <Form.Item
      htmlFor={`sender-${name}`}
      label={label}
      extra={hint}
      validateStatus={errors[name] ? 'error' : undefined}
      help={errors[name] ? t(errors[name]) : undefined}
    >
      <Input
        id={`sender-${name}`}
        value={values[name]}
        disabled={!mayEdit}
        maxLength={name === 'sms_name' ? 11 : 254}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        data-testid={`sender-${name}`}
      />
    </Form.Item>
  );
  return (
    <Card className="message-settings" data-testid="sender-settings">
      <Form layout="vertical">
        {field('reply_to', t('messagingUi.replyToLabel'), t('messagingUi.replyToHint'))}
        {field('sms_name', t('messagingUi.smsNameLabel'), t('messagingUi.smsNameHint'))}
        {mayEdit && (
          <Button type="primary" loading={saving.isPending} onClick={save} data-testid="sender-save">
            {t('messagingUi.save')}
          </Button>
        )}
        <Divider />
        <VoiceNumberVerification mayEdit={mayEdit} />
      </Form>
    </Card>
  );
}
