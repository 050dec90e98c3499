import { statusLabelKey, type ReservationStatus } from '@covers/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../status-colors';

export function StatusTag({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} className="status-tag" data-status={status}>
      {t(statusLabelKey(status))}
    </Tag>
  );
}
