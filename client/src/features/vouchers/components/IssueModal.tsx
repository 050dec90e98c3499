import { MAX_VOUCHER_BATCH, type VoucherKind, type VoucherRow } from '@covers/shared';
import { Button, Form, Input, InputNumber, List, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIssueVouchers } from '../hooks/use-voucher-writes';
import { VoucherQr } from './VoucherQr';

/** Issue one voucher or a batch of a kind; the new codes are shown with their QR codes, ready to print. */
export function IssueModal({ kind, onClose }: { kind: VoucherKind; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ count: number; holder: string }>();
  const issue = useIssueVouchers();
  const [issued, setIssued] = useState<VoucherRow[] | null>(null);
  const left = kind.vouchers_quota - kind.issued;

  const save = async () => {
    const values = await form.validateFields();
    issue.mutate(
      { kind_id: kind.kind_id, count: values.count, holder: values.holder ?? '' },
      { onSuccess: (result) => setIssued(result.vouchers) },
    );
  };

  return (
    <Modal
      open
      title={`${t('vouchersUi.issue')}: ${kind.name}`}
      onCancel={onClose}
      footer={
        issued ? (
          <Space>
            <Button onClick={() => window.print()}>{t('vouchersUi.print')}</Button>
            <Button type="primary" onClick={onClose}>
              {t('vouchersUi.cancel')}
            </Button>
          </Space>
        ) : (
          <Space>
            <Button onClick={onClose}>{t('vouchersUi.cancel')}</Button>
            <Button type="primary" loading={issue.isPending} onClick={save} data-testid="voucher-issue-confirm">
              {t('vouchersUi.issue')}
            </Button>
          </Space>
        )
      }
      data-testid="voucher-issue-modal"
    >
      {issued ? (
        <List
          className="voucher-issued"
          dataSource={issued}
          rowKey="code"
          renderItem={(voucher) => (
            <List.Item data-testid="voucher-issued-row">
              <Space>
                <VoucherQr text={voucher.qr} size={96} />
                <Space direction="vertical" size={0}>
                  <Typography.Text code copyable data-testid="voucher-issued-code">
                    {voucher.code}
                  </Typography.Text>
                  <Typography.Text type="secondary">{voucher.holder || t('vouchersUi.noHolder')}</Typography.Text>
                </Space>
              </Space>
            </List.Item>
          )}
        />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ count: 1, holder: '' }}>
          <Form.Item name="count" label={t('vouchersUi.count')} rules={[{ required: true, message: t('vouchers.countRequired') }]}>
            <InputNumber min={1} max={Math.max(1, Math.min(MAX_VOUCHER_BATCH, left))} precision={0} data-testid="voucher-issue-count" />
          </Form.Item>
          <Form.Item name="holder" label={t('vouchersUi.holder')}>
            <Input maxLength={120} data-testid="voucher-issue-holder" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
