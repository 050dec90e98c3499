import { PrinterOutlined } from '@ant-design/icons';
import { Button, Descriptions, Result, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMoney } from '../../../i18n/use-money';
import { useSession } from '../../../session/use-session';
import { majorUnits } from '../components/VoucherDetails';
import { useVoucherReceipt } from '../hooks/use-voucher-queries';
import '../vouchers.css';

/** /voucherReceiptNoAction?code=…&use=…: the printable receipt of one use of a voucher; no actions but Print. */
export default function VoucherReceiptPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [params] = useSearchParams();
  const outlet = useSession().outlet;
  const receipt = useVoucherReceipt(params.get('code') ?? '', Number(params.get('use') ?? 0));
  if (receipt.isLoading) return <Spin className="voucher-receipt-loading" />;
  if (!receipt.data) return <Result status="404" title={t('errors.voucherInvalid')} />;
  const { voucher, use } = receipt.data;
  return (
    <div className="voucher-receipt" data-testid="voucher-receipt">
      <Typography.Title level={3}>{t('vouchersUi.receiptTitle')}</Typography.Title>
      <Typography.Text strong>{outlet?.name}</Typography.Text>
      <Descriptions column={1} size="small" bordered className="voucher-receipt-facts">
        <Descriptions.Item label={t('vouchersUi.code')}>{voucher.code}</Descriptions.Item>
        <Descriptions.Item label={t('vouchersUi.kind')}>{voucher.kind_name}</Descriptions.Item>
        <Descriptions.Item label={t('vouchersUi.value')}>
          <span data-testid="receipt-value">{money(majorUnits(voucher.value_minor))}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('vouchersUi.holder')}>{voucher.holder || t('vouchersUi.noHolder')}</Descriptions.Item>
        <Descriptions.Item label={t('vouchersUi.use')}>
          {use.use} / {voucher.uses_total}
        </Descriptions.Item>
        <Descriptions.Item label={t('vouchersUi.fulfilledAt')}>{dayjs(use.fulfilled_at).format('YYYY-MM-DD HH:mm')}</Descriptions.Item>
        <Descriptions.Item label={t('vouchersUi.fulfilledBy')}>{use.fulfilled_by}</Descriptions.Item>
        <Descriptions.Item label={t('vouchersUi.outlet')}>{use.outlet_name}</Descriptions.Item>
        <Descriptions.Item label={t('vouchersUi.booking')}>{use.reservation_id ?? t('vouchersUi.noBooking')}</Descriptions.Item>
        <Descriptions.Item label={t('vouchersUi.usesLeft')}>
          {t('vouchersUi.usesLeftOf', { left: voucher.uses_left, total: voucher.uses_total })}
        </Descriptions.Item>
      </Descriptions>
      <Button type="primary" icon={<PrinterOutlined />} className="voucher-receipt-print" onClick={() => window.print()}>
        {t('vouchersUi.print')}
      </Button>
    </div>
  );
}
