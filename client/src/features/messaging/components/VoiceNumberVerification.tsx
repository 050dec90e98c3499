import { fieldMessages, telephoneVerifyRequest, type VoiceNumberStatus } from '@covers/shared';
import { Alert, Button, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifyVoiceNumber, useVoiceNumber } from '../hooks/use-voice-number';

const COLOURS: Record<VoiceNumberStatus, string> = {
  unverified: 'default',
  call_placed: 'processing',
  code_entered: 'processing',
  verified: 'success',
  failed: 'error',
};

/** Sender Settings' voice-call number: a verification call, the code to type on the phone while it rings, the status live. */
export function VoiceNumberVerification({ mayEdit }: { mayEdit: boolean }) {
  const { t } = useTranslation();
  const number = useVoiceNumber().data;
  const verify = useVerifyVoiceNumber();
  const [phone, setPhone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!number) return null;
  const value = phone ?? number.phone ?? '';

  const call = () => {
    const parsed = telephoneVerifyRequest.safeParse({ phone: value });
    setError(parsed.success ? null : (fieldMessages(parsed.error).phone ?? null));
    if (parsed.success) verify.mutate({ phone: value });
  };
  return (
    <Form.Item
      htmlFor="sender-voice-number"
      label={t('messagingUi.voiceNumberLabel')}
      extra={t('messagingUi.voiceNumberHint')}
      validateStatus={error ? 'error' : undefined}
      help={error ? t(error) : undefined}
    >
      <Space direction="vertical" className="voice-number" data-testid="voice-number">
        <Space wrap>
          <Input
            id="sender-voice-number"
            value={value}
            disabled={!mayEdit}
            maxLength={16}
            placeholder="+6591234567"
            onChange={(e) => setPhone(e.target.value)}
            data-testid="voice-number-phone"
          />
          {mayEdit && (
            <Button loading={verify.isPending} disabled={number.calls_left === 0} onClick={call} data-testid="voice-number-verify">
              {t('messagingUi.verifyCall')}
            </Button>
          )}
          <Tag color={COLOURS[number.status]} data-testid="voice-number-status">
            {t(`messagingUi.voice_${number.status}`)}
          </Tag>
        </Space>
        {number.code && (
          <Alert type="info" showIcon message={t('messagingUi.verifyCode', { code: number.code })} data-testid="voice-number-code" />
        )}
        <Typography.Text type="secondary">{t('messagingUi.callsLeft', { count: number.calls_left })}</Typography.Text>
      </Space>
    </Form.Item>
  );
}
