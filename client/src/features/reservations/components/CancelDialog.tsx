import { CANCELLATION_REASONS, type CancellationReason, reasonLabelKey } from '@covers/shared';
import { Form, Modal, Radio, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../ui/feedback';
import { reservationApi } from '../api/reservation-api';
import type { ReservationRow } from '../api/reservation.types';

/** Cancel with one of the six reasons of spec §9; none chosen: "Please select one." */
export function CancelDialog({ booking, onClose }: { booking: ReservationRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setReason(null);
    setMissing(false);
  }, [booking]);

  const confirm = async () => {
    if (!booking) return;
    if (!reason) return setMissing(true);
    setSaving(true);
    try {
      await reservationApi.cancel(booking.reservation_id, booking.date, reason);
      notifySuccess(t('reservationsUi.statusUpdated'));
      onClose();
    } catch {
      // The API client has shown the refusal.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={booking !== null}
      title={t('reservationsUi.cancelTitle')}
      okText={t('reservationsUi.confirmCancel')}
      cancelText={t('reservationsUi.keepReservation')}
      okButtonProps={{ danger: true, loading: saving }}
      onOk={() => void confirm()}
      onCancel={onClose}
      data-testid="cancel-dialog"
    >
      <Form layout="vertical">
        <Form.Item label={t('reservationsUi.cancelReason')} required validateStatus={missing ? 'error' : undefined} help={missing ? t('common.pleaseSelectOne') : undefined}>
          <Radio.Group
            value={reason}
            onChange={(event) => {
              setReason(event.target.value as CancellationReason);
              setMissing(false);
            }}
          >
            <Space direction="vertical">
              {CANCELLATION_REASONS.map((value) => (
                <Radio key={value} value={value}>
                  {t(reasonLabelKey(value))}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
