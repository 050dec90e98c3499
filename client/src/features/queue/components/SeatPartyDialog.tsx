import type { QueueEntryRow } from '@covers/shared';
import { Form, Modal, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { TablePicker } from '../../reservations/components/TablePicker';
import { useSeatQueuedParty } from '../hooks/use-queue';

/** Seat a queued party: the tables, then the walk-in's prompts ("Table double booked!", Book anyways). */
export function SeatPartyDialog({ entry, onClose }: { entry: QueueEntryRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ table_ids: string[] }>();
  const seat = useSeatQueuedParty(onClose);
  return (
    <>
      <Modal
        open
        title={t('queueUi.seatTitle', { label: entry.label })}
        okText={t('queueUi.action_seat')}
        onOk={() => form.submit()}
        onCancel={onClose}
        confirmLoading={seat.isPending}
        okButtonProps={{ 'data-testid': 'queue-seat-confirm' } as ButtonProps}
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={({ table_ids }) => seat.mutate({ reservationId: entry.reservation_id, tableIds: table_ids })}
        >
          <Form.Item name="table_ids" label={t('queueUi.tables')} rules={[{ required: true, message: t('validation.required') }]}>
            <TablePicker />
          </Form.Item>
        </Form>
      </Modal>
      {seat.prompt}
    </>
  );
}
