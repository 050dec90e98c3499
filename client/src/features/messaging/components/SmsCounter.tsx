import { smsParts } from '@covers/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** How the SMS goes out: its characters, encoding (GSM-7 or UCS-2) and parts. */
export function SmsCounter({ text }: { text: string }) {
  const { t } = useTranslation();
  const parts = smsParts(text);
  return (
    <Typography.Text type="secondary" data-testid="sms-counter">
      {t('messagingUi.smsCounter', { ...parts })}
    </Typography.Text>
  );
}
