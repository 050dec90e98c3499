import { DownloadOutlined } from '@ant-design/icons';
import { VOUCHER_TABS, type VoucherTab } from '@covers/shared';
import { useMutation } from '@tanstack/react-query';
import { Badge, Button, Input, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { useMayEdit } from '../../../session/permissions';
import { showError } from '../../../ui/feedback';
import { vouchersApi } from '../api/vouchers.api';
import { FulfilPanel } from '../components/FulfilPanel';
import { KindsPanel } from '../components/KindsPanel';
import { VoucherTable } from '../components/VoucherTable';
import { useVoucherCounts, useVoucherList } from '../hooks/use-voucher-queries';
import '../vouchers.css';

type PageTab = VoucherTab | 'kinds';

/** /voucher: fulfil by code or QR; the incoming, fulfilled and expired lists with their counts, search and export; the voucher kinds. */
export default function VoucherPage() {
  const { t } = useTranslation();
  const setsUp = useMayEdit('servicesAndSlots');
  const [tab, setTab] = useState<PageTab>('incoming');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const listTab: VoucherTab = tab === 'kinds' ? 'incoming' : tab;
  const list = useVoucherList(listTab, search, page, pageSize);
  const counts = useVoucherCounts(search);
  const exportCsv = useMutation({
    mutationFn: () => vouchersApi.export(listTab, search),
    onError: (error) => showError(error instanceof ApiError ? error.message : String(error)),
  });

  const listView = (
    <Space direction="vertical" className="voucher-list-block">
      <div className="voucher-toolbar">
        <Input.Search
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
          placeholder={t('vouchersUi.search')}
          aria-label={t('vouchersUi.search')}
          maxLength={120}
          data-testid="voucher-search"
        />
        <Button icon={<DownloadOutlined />} loading={exportCsv.isPending} onClick={() => exportCsv.mutate()} data-testid="voucher-export">
          {t('vouchersUi.export')}
        </Button>
        {counts.data && (
          <Typography.Text type="secondary" data-testid="voucher-issued-total">
            {t('vouchersUi.issuedTotal', { n: counts.data.issued })}
          </Typography.Text>
        )}
      </div>
      <VoucherTable
        tab={listTab}
        rows={list.data?.vouchers ?? []}
        loading={list.isFetching && !list.data}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPage={(next, size) => {
          setPage(size === pageSize ? next : 1);
          setPageSize(size);
        }}
      />
    </Space>
  );

  return (
    <div className="voucher-page" data-testid="voucher-page">
      <FulfilPanel />
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as PageTab);
          setPage(1);
        }}
        items={[
          ...VOUCHER_TABS.map((key) => ({
            key,
            label: (
              <span data-testid={`voucher-tab-${key}`}>
                {t(`vouchersUi.tab_${key}`)} <Badge count={counts.data?.[key] ?? 0} showZero overflowCount={99999} color="#8c8c8c" />
              </span>
            ),
          })),
          ...(setsUp ? [{ key: 'kinds', label: <span data-testid="voucher-tab-kinds">{t('vouchersUi.kinds')}</span> }] : []),
        ]}
      />
      {tab === 'kinds' ? <KindsPanel /> : listView}
    </div>
  );
}
