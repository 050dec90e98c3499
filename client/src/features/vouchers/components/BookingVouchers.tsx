import type { VoucherBookingResult } from '@covers/shared';
import { Button, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../i18n/use-money';
import { useSession } from '../../../session/use-session';
import { FulfilPanel, receiptPath } from './FulfilPanel';
import { majorUnits } from './VoucherDetails';

type BookingVoucher = VoucherBookingResult['vouchers'][number];

/** The reservation drawer's vouchers: those fulfilled on the booking, and fulfilling one on it (where vouchers are switched on). */
export function BookingVouchers({ reservationId, vouchers }: { reservationId: string; vouchers: BookingVoucher[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const switchedOn = useSession().outlet?.feature_flags.voucher_switch ?? false;
  const [fulfilling, setFulfilling] = useState(false);
  if (!switchedOn) return null;
  return (
    <section className="booking-vouchers" data-testid="booking-vouchers">
      <Typography.Title level={5}>{t('vouchersUi.bookingVouchers')}</Typography.Title>
      {vouchers.length > 0 && (
        <List
          size="small"
          dataSource={vouchers}
          rowKey={(v) => `${v.code}-${v.use}`}
          renderItem={(v) => (
            <List.Item data-testid="booking-voucher">
              <Typography.Text>
                {v.kind_name} · <Typography.Text code>{v.code}</Typography.Text> · {money(majorUnits(v.value_minor))}
              </Typography.Text>
              <Typography.Link href={receiptPath(v.code, v.use)} target="_blank">
                {t('vouchersUi.printReceipt')}
              </Typography.Link>
            </List.Item>
          )}
        />
      )}
      {fulfilling ? (
        <FulfilPanel reservationId={reservationId} />
      ) : (
        <Button onClick={() => setFulfilling(true)} data-testid="booking-voucher-fulfil">
          {t('vouchersUi.fulfil')}
        </Button>
      )}
    </section>
  );
}

/** A use of a voucher on the booking, as a line of the booking's history. */
export function VoucherAuditLine({ use }: { use: BookingVoucher }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="audit-line" data-testid="audit-voucher">
      <Typography.Text strong>{t('vouchersUi.fulfilled')}</Typography.Text>{' '}
      <Typography.Text type="secondary">
        {use.fulfilled_by} · {dayjs(use.fulfilled_at).format('YYYY-MM-DD HH:mm')}
      </Typography.Text>
      <div className="audit-change">
        {use.kind_name} · {use.code} · {money(majorUnits(use.value_minor))}
      </div>
    </div>
  );
}
