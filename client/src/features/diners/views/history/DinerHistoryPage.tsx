import type { DinerBookingRow } from '@covers/shared';
import { Card, Result, Skeleton, Space, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMoney } from '../../../../i18n/use-money';
import { StatusTag } from '../../../reservations/components/StatusTag';
import { useTableNames } from '../../../reservations/hooks/use-reservation-queries';
import { useSession } from '../../../../session/use-session';
import { DinerStats } from '../../components/DinerStats';
import { DinerPageTitle } from '../../components/DinerPageTitle';
import { DirectoryLink } from '../../components/DirectoryLink';
import { useDinerHistory, useDinerProfile } from '../../hooks/use-diner-queries';
import '../../diners.css';

type HistoryKind = 'visits' | 'bookings';

/** /dinerHistory?diner_id=…: a diner's visits (fulfilled bookings) and every booking, at the outlets the caller may see. */
export default function DinerHistoryPage() {
  const { t } = useTranslation();
  const dinerId = useSearchParams()[0].get('diner_id') ?? '';
  const profile = useDinerProfile(dinerId || null);
  const [kind, setKind] = useState<HistoryKind>('visits');

  if (!dinerId || profile.isError) return <Result status="404" title={t('diners.dinerNotFound')} extra={<DirectoryLink />} />;
  const diner = profile.data;
  return (
    <Card className="diners-page" data-testid="diner-history">
      <Space direction="vertical" size="middle" className="diners-block">
        <DirectoryLink />
        {diner ? (
          <>
            <DinerPageTitle diner={diner} testId="diner-history-name" />
            <DinerStats diner={diner} />
          </>
        ) : (
          <Skeleton active paragraph={{ rows: 1 }} />
        )}
        <Tabs
          activeKey={kind}
          onChange={(key) => setKind(key as HistoryKind)}
          items={[
            { key: 'visits', label: t('dinersUi.visitHistory') },
            { key: 'bookings', label: t('dinersUi.bookingHistory') },
          ]}
        />
        <HistoryTable key={kind} dinerId={dinerId} kind={kind} />
      </Space>
    </Card>
  );
}

/** One kind of history, paged on the server: outlet, date, party, tables, status, spend and deposit of each booking. */
function HistoryTable({ dinerId, kind }: { dinerId: string; kind: HistoryKind }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rid = useSession().outlet?.rid;
  // Tables are named from the current outlet's plan; another outlet's are shown as its booking holds them.
  const tableNames = useTableNames();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const history = useDinerHistory(dinerId, kind, page, pageSize);
  const amount = (value: number | null) => (value === null ? '' : money(value));
  return (
    <Table<DinerBookingRow>
      rowKey="reservation_id"
      size="middle"
      data-testid={`diner-${kind}`}
      loading={history.isFetching && !history.data}
      dataSource={history.data?.bookings ?? []}
      locale={{ emptyText: t('common.noBookings') }}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page,
        pageSize,
        total: history.data?.total ?? 0,
        showSizeChanger: true,
        size: 'small',
        onChange: (next, size) => {
          setPage(size === pageSize ? next : 1);
          setPageSize(size);
        },
      }}
      columns={[
        { key: 'date', title: t('dinersUi.date'), render: (_, b) => `${b.date} ${b.time}` },
        { key: 'outlet', title: t('dinersUi.outlet'), dataIndex: 'outlet_name' },
        { key: 'party', title: t('dinersUi.party'), align: 'right', render: (_, b) => b.adults + b.children },
        { key: 'tables', title: t('dinersUi.tables'), render: (_, b) => (b.rid === rid ? tableNames(b.tables) : b.tables.join(', ')) },
        { key: 'status', title: t('dinersUi.status'), render: (_, b) => <StatusTag status={b.status} /> },
        { key: 'spend', title: t('dinersUi.spend'), align: 'right', render: (_, b) => amount(b.customer_spend) },
        { key: 'deposit', title: t('dinersUi.deposit'), align: 'right', render: (_, b) => amount(b.deposit) },
      ]}
    />
  );
}
