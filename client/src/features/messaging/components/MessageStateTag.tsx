import type { MessageRow } from '@covers/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<MessageRow['state'], string> = {
  queued: 'default',
  sent: 'processing',
  delivered: 'success',
  answered: 'success',
  failed: 'error',
  no_answer: 'warning',
};

/** A message's state; one the development outbox only logged says it was not sent. */
export function MessageStateTag({ message }: { message: Pick<MessageRow, 'state' | 'provider'> }) {
  const { t } = useTranslation();
  if (message.provider === 'outbox') return <Tag color="warning">{t('messagingUi.notSent')}</Tag>;
  return <Tag color={COLOURS[message.state]}>{t(`messagingUi.state_${message.state}`)}</Tag>;
}
