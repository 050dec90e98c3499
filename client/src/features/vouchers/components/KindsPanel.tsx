import { PlusOutlined } from '@ant-design/icons';
import type { VoucherKind } from '@covers/shared';
import { Button, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../i18n/use-money';
import { useSession } from '../../../session/use-session';
import { useVoucherKinds } from '../hooks/use-voucher-queries';
import { ImportModal } from './ImportModal';
import { IssueModal } from './IssueModal';
import { KindFormModal } from './KindFormModal';
import { majorUnits } from './VoucherDetails';

/** Voucher kinds valid at this outlet, with their quota used; setup holders add kinds, issue and import codes. */
export function KindsPanel() {
  const { t } = useTranslation();
  const money = useMoney();
  const { outlets } = useSession();
  const kinds = useVoucherKinds(true);
  const [adding, setAdding] = useState(false);
  const [issuing, setIssuing] = useState<VoucherKind | null>(null);
  const [importing, setImporting] = useState<VoucherKind | null>(null);
  const outletName = (rid: number) => outlets.find((o) => o.rid === rid)?.name ?? String(rid);

  return (
    <Space direction="vertical" className="voucher-kinds" data-testid="voucher-kinds">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="voucher-kind-add">
        {t('vouchersUi.addKind')}
      </Button>
      <Table<VoucherKind>
        rowKey="kind_id"
        size="middle"
        loading={kinds.isLoading}
        dataSource={kinds.data?.kinds ?? []}
        scroll={{ x: 'max-content' }}
        pagination={false}
        columns={[
          { key: 'name', title: t('vouchersUi.name'), dataIndex: 'name' },
          { key: 'value', title: t('vouchersUi.value'), render: (_, kind) => money(majorUnits(kind.value_minor)) },
          { key: 'issued', title: t('vouchersUi.issued'), render: (_, kind) => `${kind.issued} / ${kind.vouchers_quota}` },
          { key: 'uses', title: t('vouchersUi.usesPerVoucher'), dataIndex: 'uses_per_voucher' },
          { key: 'validity', title: t('vouchersUi.validity'), render: (_, kind) => `${kind.valid_from} – ${kind.valid_to}` },
          { key: 'outlets', title: t('vouchersUi.outlets'), render: (_, kind) => kind.rids.map(outletName).join(', ') },
          {
            key: 'actions',
            title: '',
            render: (_, kind) => (
              <Space>
                <Button
                  size="small"
                  disabled={kind.issued >= kind.vouchers_quota}
                  onClick={() => setIssuing(kind)}
                  data-testid="voucher-issue"
                >
                  {t('vouchersUi.issue')}
                </Button>
                <Button size="small" disabled={kind.issued >= kind.vouchers_quota} onClick={() => setImporting(kind)}>
                  {t('vouchersUi.importCodes')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <KindFormModal open={adding} onClose={() => setAdding(false)} />
      {issuing && <IssueModal kind={issuing} onClose={() => setIssuing(null)} />}
      {importing && <ImportModal kind={importing} onClose={() => setImporting(null)} />}
    </Space>
  );
}
