import { VOUCHER_PAGE_SIZES, type VoucherRow, type VoucherTab } from '@covers/shared';
import { List, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../../../edition/use-edition';
import { useMoney } from '../../../i18n/use-money';
import { receiptPath } from './FulfilPanel';
import { majorUnits } from './VoucherDetails';

interface VoucherTableProps {
  tab: VoucherTab;
  rows: VoucherRow[];
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
}

const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** One tab's vouchers; the fulfilled tab says who fulfilled each, when, at which outlet and on which booking. */
export function VoucherTable({ tab, rows, loading, total, page, pageSize, onPage }: VoucherTableProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const mobile = useEdition() === 'mobile';
  const pagination = {
    current: page,
    pageSize,
    total,
    pageSizeOptions: VOUCHER_PAGE_SIZES.map(String),
    showSizeChanger: true,
    size: 'small' as const,
    onChange: onPage,
  };
  const fulfilment = (row: VoucherRow) =>
    row.last_use && (
      <>
        {row.last_use.fulfilled_by} · {when(row.last_use.fulfilled_at)} · {row.last_use.outlet_name}
        {row.last_use.reservation_id && ` · ${row.last_use.reservation_id.slice(0, 8)}`}
      </>
    );

  if (mobile)
    return (
      <List<VoucherRow>
        loading={loading}
        dataSource={rows}
        rowKey="code"
        locale={{ emptyText: t('vouchersUi.empty') }}
        pagination={total > pageSize ? pagination : false}
        data-testid="voucher-list"
        renderItem={(row) => (
          <List.Item data-testid="voucher-row">
            <List.Item.Meta
              title={`${row.code} · ${money(majorUnits(row.value_minor))}`}
              description={
                <>
                  <div>
                    {row.kind_name} · {row.holder || t('vouchersUi.noHolder')}
                  </div>
                  <div>{tab === 'fulfilled' ? fulfilment(row) : `${row.valid_from} – ${row.valid_to}`}</div>
                </>
              }
            />
          </List.Item>
        )}
      />
    );

  const columns: ColumnsType<VoucherRow> = [
    {
      key: 'code',
      title: t('vouchersUi.code'),
      dataIndex: 'code',
      render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
    },
    { key: 'kind', title: t('vouchersUi.kind'), dataIndex: 'kind_name' },
    { key: 'value', title: t('vouchersUi.value'), render: (_, row) => money(majorUnits(row.value_minor)) },
    { key: 'holder', title: t('vouchersUi.holder'), render: (_, row) => row.holder || t('vouchersUi.noHolder') },
    { key: 'validity', title: t('vouchersUi.validity'), render: (_, row) => `${row.valid_from} – ${row.valid_to}` },
    {
      key: 'uses',
      title: t('vouchersUi.usesLeft'),
      render: (_, row) => t('vouchersUi.usesLeftOf', { left: row.uses_left, total: row.uses_total }),
    },
  ];
  if (tab === 'fulfilled')
    columns.push(
      { key: 'by', title: t('vouchersUi.fulfilledBy'), render: (_, row) => row.last_use?.fulfilled_by },
      { key: 'at', title: t('vouchersUi.fulfilledAt'), render: (_, row) => row.last_use && when(row.last_use.fulfilled_at) },
      { key: 'outlet', title: t('vouchersUi.outlet'), render: (_, row) => row.last_use?.outlet_name },
      {
        key: 'booking',
        title: t('vouchersUi.booking'),
        render: (_, row) => row.last_use?.reservation_id?.slice(0, 8) ?? t('vouchersUi.noBooking'),
      },
      {
        key: 'receipt',
        title: '',
        render: (_, row) =>
          row.last_use && (
            <Typography.Link href={receiptPath(row.code, row.last_use.use)} target="_blank">
              {t('vouchersUi.printReceipt')}
            </Typography.Link>
          ),
      },
    );
  return (
    <Table<VoucherRow>
      rowKey="code"
      size="middle"
      data-testid="voucher-list"
      loading={loading}
      dataSource={rows}
      columns={columns}
      locale={{ emptyText: t('vouchersUi.empty') }}
      scroll={{ x: 'max-content' }}
      pagination={pagination}
      onRow={() => ({ 'data-testid': 'voucher-row' }) as React.HTMLAttributes<HTMLElement>}
    />
  );
}
