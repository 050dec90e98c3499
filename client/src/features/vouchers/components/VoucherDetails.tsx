import type { VoucherRow } from '@covers/shared';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../i18n/use-money';

/** A voucher's value in major units: values travel as integer minor units (cents). */
export const majorUnits = (valueMinor: number) => valueMinor / 100;

/** The validate step's facts: value, holder, validity and uses left. */
export function VoucherDetails({ voucher }: { voucher: VoucherRow }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Descriptions size="small" column={1} bordered data-testid="voucher-details">
      <Descriptions.Item label={t('vouchersUi.code')}>
        <span data-testid="voucher-code">{voucher.code}</span> <Tag>{t(`vouchersUi.tab_${voucher.status}`)}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('vouchersUi.kind')}>{voucher.kind_name}</Descriptions.Item>
      <Descriptions.Item label={t('vouchersUi.value')}>
        <span data-testid="voucher-value">{money(majorUnits(voucher.value_minor))}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('vouchersUi.holder')}>{voucher.holder || t('vouchersUi.noHolder')}</Descriptions.Item>
      <Descriptions.Item label={t('vouchersUi.validity')}>
        {voucher.valid_from} – {voucher.valid_to}
      </Descriptions.Item>
      <Descriptions.Item label={t('vouchersUi.usesLeft')}>
        <span data-testid="voucher-uses-left">{t('vouchersUi.usesLeftOf', { left: voucher.uses_left, total: voucher.uses_total })}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
