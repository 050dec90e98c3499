import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageKey } from '../../i18n/message-key';
import { useLiveStatus } from '../../live/use-domain-events';

const COLOURS = { live: 'success', reconnecting: 'warning', offline: 'default' } as const;

export function LiveStatusBadge() {
  const { t } = useTranslation();
  const status = useLiveStatus();
  return <Badge status={COLOURS[status]} text={t(messageKey('shell', status))} data-testid="live-status" data-status={status} />;
}
