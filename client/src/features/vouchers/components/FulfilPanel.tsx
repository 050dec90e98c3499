import { QrcodeOutlined } from '@ant-design/icons';
import type { VoucherFulfillResult, VoucherGetResult } from '@covers/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { vouchersApi } from '../api/vouchers.api';
import { useFulfilVoucher } from '../hooks/use-voucher-writes';
import { QrScanner } from './QrScanner';
import { VoucherDetails } from './VoucherDetails';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

/** The printable receipt of one use, in a tab of its own. */
export const receiptPath = (code: string, use: number) => `/voucherReceiptNoAction?code=${encodeURIComponent(code)}&use=${use}`;

/**
 * Fulfil by typed code or webcam QR: check the code (value, holder, validity, uses left), then fulfil one use,
 * optionally on a booking: typed here, or the booking whose drawer shows the panel (`reservationId`).
 */
export function FulfilPanel({ reservationId }: { reservationId?: string }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [bookingId, setBookingId] = useState(reservationId ?? '');
  const [scanning, setScanning] = useState(false);
  const [done, setDone] = useState<VoucherFulfillResult | null>(null);
  const check = useMutation<VoucherGetResult, unknown, string>({ mutationFn: vouchersApi.get });
  const fulfil = useFulfilVoucher();
  const checked = check.data;

  const validate = useCallback(
    (text: string) => {
      setDone(null);
      fulfil.reset();
      // A scanned QR text resolves to its code: the field then shows the code a person can read.
      if (text.trim()) check.mutate(text.trim(), { onSuccess: (result) => setCode(result.voucher.code) });
    },
    [check, fulfil],
  );
  const onRead = useCallback(
    (text: string) => {
      setScanning(false);
      setCode(text);
      validate(text);
    },
    [validate],
  );
  const closeScanner = useCallback(() => setScanning(false), []);
  const fulfilNow = () =>
    fulfil.mutate(
      { code: code.trim(), ...(bookingId.trim() ? { reservation_id: bookingId.trim() } : {}) },
      {
        onSuccess: (result) => {
          setDone(result);
          check.reset();
        },
      },
    );
  const usable = checked && checked.valid_here && checked.voucher.status === 'incoming';

  return (
    <Card title={t('vouchersUi.fulfil')} size={reservationId ? 'small' : 'default'} className="voucher-fulfil" data-testid="voucher-fulfil">
      <Space direction="vertical" className="voucher-fulfil-block">
        <Space.Compact className="voucher-code-row">
          <Input
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onPressEnter={() => validate(code)}
            placeholder={t('vouchersUi.typeCode')}
            aria-label={t('vouchersUi.typeCode')}
            maxLength={200}
            data-testid="voucher-code-input"
          />
          <Button type="primary" loading={check.isPending} onClick={() => validate(code)} data-testid="voucher-check">
            {t('vouchersUi.validate')}
          </Button>
        </Space.Compact>
        {!scanning && (
          <Button icon={<QrcodeOutlined />} onClick={() => setScanning(true)} data-testid="voucher-scan">
            {t('vouchersUi.scan')}
          </Button>
        )}
        {scanning && <QrScanner onRead={onRead} onClose={closeScanner} />}
        {check.isError && <Alert type="error" showIcon message={messageOf(check.error)} data-testid="voucher-error" />}
        {checked && (
          <>
            <VoucherDetails voucher={checked.voucher} />
            {!checked.valid_here && <Alert type="warning" showIcon message={t('vouchersUi.notValidHereNote')} />}
            {!reservationId && (
              <Input
                value={bookingId}
                onChange={(event) => setBookingId(event.target.value)}
                placeholder={t('vouchersUi.attachBooking')}
                aria-label={t('vouchersUi.attachBooking')}
                maxLength={36}
                data-testid="voucher-booking-input"
              />
            )}
            <Button type="primary" disabled={!usable} loading={fulfil.isPending} onClick={fulfilNow} data-testid="voucher-fulfil-button">
              {t('vouchersUi.confirmFulfil')}
            </Button>
          </>
        )}
        {fulfil.isError && <Alert type="error" showIcon message={messageOf(fulfil.error)} data-testid="voucher-error" />}
        {done && (
          <Alert
            type="success"
            showIcon
            message={t('vouchersUi.fulfilled')}
            description={<VoucherDetails voucher={done.voucher} />}
            action={
              <Button href={receiptPath(done.voucher.code, done.use.use)} target="_blank" data-testid="voucher-receipt-link">
                {t('vouchersUi.printReceipt')}
              </Button>
            }
            data-testid="voucher-fulfilled"
          />
        )}
      </Space>
    </Card>
  );
}
