import { CANCELLATION_REASONS, type CancellationReason, reasonLabelKey, type ReservationRow } from '@covers/shared';
import { Form, Modal, Radio, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelBooking } from '../hooks/use-reservation-writes';

/** Cancel with one of the six reasons of spec §9; none chosen: "Please select one." */
export function CancelDialog({ booking, onClose }: { booking: ReservationRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [missing, setMissing] = useState(false);
  const cancel = useCancelBooking(() => t('reservationsUi.statusUpdated'));
  useEffect(() => {
    setReason(null);
    setMissing(false);
  }, [booking]);

  const confirm = () => {
    if (!booking) return;
    if (!reason) return setMissing(true);
    cancel.mutate({ reservation_id: booking.reservation_id, date: booking.date, reason }, { onSuccess: onClose });
  };

  return (
    <Modal
      open={booking !== null}
      title={t('reservationsUi.cancelTitle')}
      okText={t('reservationsUi.confirmCancel')}
      cancelText={t('reservationsUi.keepReservation')}
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      onOk={confirm}
      onCancel={onClose}
      data-testid="cancel-dialog"
    >
      <Form layout="vertical">
        <Form.Item
          label={t('reservationsUi.cancelReason')}
          required
          validateStatus={missing ? 'error' : undefined}
          help={missing ? t('common.pleaseSelectOne') : undefined}
        >
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
