import { queueActions, type QueueEntryRow, type QueueStatusAction } from '@covers/shared';
import { QrcodeOutlined } from '@ant-design/icons';
import { Button, Popover, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageKey } from '../../../i18n/message-key';
import { StatusTag } from '../../reservations/components/StatusTag';
import { PartyLink } from './PartyLink';

/** One queued party: its number, who, how many, its status, and the actions the status machine allows now. */
export function QueueEntryCard({
  entry,
  busy,
  onAction,
  onSeat,
}: {
  entry: QueueEntryRow;
  busy: boolean;
  onAction: (action: QueueStatusAction) => void;
  onSeat: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="queue-entry" data-testid="queue-entry" data-label={entry.label} data-status={entry.status}>
      <div className="queue-entry-head">
        <span className="queue-entry-label">{entry.label}</span>
        <span className="queue-entry-who">
          {entry.name} · {t('queueUi.paxCount', { count: entry.pax })}
        </span>
        <StatusTag status={entry.status} />
      </div>
      <Popover trigger="click" content={<PartyLink path={entry.status_link} />} destroyOnHidden>
        <Button size="small" type="link" icon={<QrcodeOutlined />} data-testid="queue-party-qr">
          {t('queueUi.partyQr')}
        </Button>
      </Popover>
      <Space wrap size={4}>
        {queueActions(entry.status).map((action) => (
          <Button
            key={action}
            size="small"
            type={action === 'seat' ? 'primary' : 'default'}
            disabled={busy}
            onClick={() => (action === 'seat' ? onSeat() : onAction(action))}
            data-testid={`queue-${action}`}
          >
            {t(messageKey('queueUi', `action_${action}`))}
          </Button>
        ))}
      </Space>
    </li>
  );
}
