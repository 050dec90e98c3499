import {
  ACTIVITY_CATEGORIES,
  categoryLabelKey,
  type ActivityCategory,
  type ActivityChain,
  type ActivityRow,
  type ReportScope,
} from '@covers/shared';
import type { TFunction } from 'i18next';
import { Alert, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivityLog } from '../hooks/use-activity-log';
import { formatMoment } from '../report-view';

interface ActivityLogProps {
  range: { from: string; to: string };
  scope: ReportScope;
}

const detailsText = (details: Record<string, unknown>) =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');

/** Why the chain does not hold: a row no longer matches, or rows were removed (after a row, or every row of a stream). */
function chainBrokenText(chain: ActivityChain, t: TFunction): string {
  if (!chain.rows_missing) return t('reportsUi.chainBroken', { position: chain.broken_at });
  return chain.broken_at === null ? t('reportsUi.chainRowsRemoved') : t('reportsUi.chainRowsRemovedAfter', { position: chain.broken_at });
}

/** The user activity log: who did what and when, by user and kind of action, and whether its hash chain is intact. */
export function ActivityLog({ range, scope }: ActivityLogProps) {
  const { t } = useTranslation();
  const [userId, setUserId] = useState<string | undefined>();
  const [category, setCategory] = useState<ActivityCategory | undefined>();
  const [page, setPage] = useState(1);
  const answer = useActivityLog({ ...range, scope, page, user_id: userId, category }).data;
  return (
    <Space direction="vertical" size="middle" className="activity-log" data-testid="activity-log">
      {answer &&
        (answer.chain.intact ? (
          <Alert type="success" showIcon message={t('reportsUi.chainIntact', { count: answer.chain.checked })} data-testid="chain-status" />
        ) : (
          <Alert type="error" showIcon message={chainBrokenText(answer.chain, t)} data-testid="chain-status" />
        ))}
      <Space wrap>
        <Select
          allowClear
          aria-label={t('reportsUi.activityUser')}
          placeholder={t('reportsUi.activityAllUsers')}
          value={userId}
          onChange={(value) => {
            setUserId(value);
            setPage(1);
          }}
          options={(answer?.users ?? []).map((u) => ({ value: u.user_id, label: u.username }))}
          popupMatchSelectWidth={false}
          data-testid="activity-user"
        />
        <Select
          allowClear
          aria-label={t('reportsUi.activityAction')}
          placeholder={t('reportsUi.activityAllActions')}
          value={category}
          onChange={(value) => {
            setCategory(value);
            setPage(1);
          }}
          options={ACTIVITY_CATEGORIES.map((c) => ({ value: c, label: t(categoryLabelKey(c)) }))}
          popupMatchSelectWidth={false}
          data-testid="activity-category"
        />
      </Space>
      <Table<ActivityRow>
        rowKey="position"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={!answer}
        dataSource={answer?.rows ?? []}
        locale={{ emptyText: t('common.noData') }}
        pagination={{
          current: page,
          pageSize: answer?.page_size ?? 50,
          total: answer?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          size: 'small',
        }}
        data-testid="activity-table"
        columns={[
          { key: 'at', title: t('reportsUi.activityWhen'), render: (_, row) => formatMoment(row.at) },
          { key: 'user', title: t('reportsUi.activityUser'), render: (_, row) => row.actor_name ?? row.actor },
          {
            key: 'action',
            title: t('reportsUi.activityAction'),
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                {t(categoryLabelKey(row.category))}
                <Typography.Text type="secondary" code>
                  {row.event_type}
                </Typography.Text>
              </Space>
            ),
          },
          { key: 'outlet', title: t('reportsUi.activityOutlet'), render: (_, row) => row.outlet_name ?? row.rid ?? '' },
          {
            key: 'details',
            title: t('reportsUi.activityDetails'),
            render: (_, row) => <span className="activity-details">{detailsText(row.details)}</span>,
          },
        ]}
      />
    </Space>
  );
}
