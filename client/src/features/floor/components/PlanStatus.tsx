import { Avatar, Badge, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SyncStatus } from '../hooks/use-plan-document';
import type { EditorPresence } from '../hooks/use-remote-editors';

const BADGE: Record<SyncStatus, 'success' | 'processing' | 'warning' | 'error'> = {
  synced: 'success',
  connecting: 'processing',
  unauthorized: 'processing',
  offline: 'warning',
  forbidden: 'error',
  notFound: 'error',
};
const LABEL: Record<SyncStatus, string> = {
  synced: 'floorUi.statusSynced',
  connecting: 'floorUi.statusConnecting',
  unauthorized: 'floorUi.statusConnecting',
  offline: 'floorUi.statusOffline',
  forbidden: 'floorUi.noAccessTitle',
  notFound: 'floor.planNotFound',
};

/** Connection state of the plan's document and who else has it open. */
export function PlanStatus({ status, others }: { status: SyncStatus; others: EditorPresence[] }) {
  const { t } = useTranslation();
  return (
    <Space size="middle" className="floor-status">
      <Badge status={BADGE[status]} text={t(LABEL[status])} data-testid="plan-sync-status" data-status={status} />
      {others.length > 0 && (
        <span data-testid="plan-editors">
          <Avatar.Group max={{ count: 4 }} size="small">
            {others.map((other) => (
              <Tooltip key={other.clientId} title={other.user.name}>
                <Avatar style={{ backgroundColor: other.user.color }}>{other.user.name.slice(0, 1).toUpperCase()}</Avatar>
              </Tooltip>
            ))}
          </Avatar.Group>
        </span>
      )}
    </Space>
  );
}
