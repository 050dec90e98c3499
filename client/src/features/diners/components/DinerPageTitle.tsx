import type { DinerProfile } from '@covers/shared';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dinerName } from './diner-name';

/** A diner page's heading: the diner's name, with their VIP mark. */
export function DinerPageTitle({ diner, testId }: { diner: DinerProfile; testId: string }) {
  const { t } = useTranslation();
  return (
    <Space size={6} align="center">
      <Typography.Title level={4} className="diner-history-name" data-testid={testId}>
        {dinerName(diner)}
      </Typography.Title>
      {diner.vip && <Tag color="gold">{t('dinersUi.vip')}</Tag>}
    </Space>
  );
}
