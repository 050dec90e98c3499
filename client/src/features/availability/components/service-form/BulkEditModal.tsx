import { Form, InputNumber, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CutoffRelativeToSelect } from './CutoffRelativeToSelect';
import type { ServiceFormValues } from './service-form-values';

type Slot = ServiceFormValues['onlineSlots'][number];
export type BulkSlotChanges = Partial<Omit<Slot, 'cutoff'>> & { cutoff?: Partial<Slot['cutoff']> };

interface Props {
  open: boolean;
  count: number;
  sections: { value: string; label: string }[];
  onApply: (changes: BulkSlotChanges) => void;
  onCancel: () => void;
}

interface BulkValues {
  intervalMinutes?: number | null;
  cutoffMinutes?: number | null;
  relativeTo?: Slot['cutoff']['relativeTo'];
  maxCoversPerInterval?: number | null;
  tablePriority?: string[];
}

/** Sets the filled-in fields on every selected slot; blank fields keep each slot's own value. */
export function BulkEditModal({ open, count, sections, onApply, onCancel }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BulkValues>();
  const apply = () => {
    const values = form.getFieldsValue();
    const changes: BulkSlotChanges = {};
    if (values.intervalMinutes != null) changes.intervalMinutes = values.intervalMinutes;
    if (values.maxCoversPerInterval != null) changes.maxCoversPerInterval = values.maxCoversPerInterval;
    if (values.tablePriority?.length) changes.tablePriority = values.tablePriority;
    if (values.cutoffMinutes != null || values.relativeTo) {
      changes.cutoff = {};
      if (values.cutoffMinutes != null) changes.cutoff.minutes = values.cutoffMinutes;
      if (values.relativeTo) changes.cutoff.relativeTo = values.relativeTo;
    }
    onApply(changes);
    form.resetFields();
  };
  return (
    <Modal
      open={open}
      title={t('availabilityUi.bulkEditTitle', { count })}
      onOk={apply}
      onCancel={onCancel}
      okText={t('availabilityUi.apply')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('availabilityUi.bulkEditHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item label={t('availabilityUi.intervalMinutes')} name="intervalMinutes">
          <InputNumber min={1} precision={0} />
        </Form.Item>
        <Form.Item label={t('availabilityUi.cutoffMinutes')} name="cutoffMinutes">
          <InputNumber min={0} precision={0} />
        </Form.Item>
        <Form.Item label={t('availabilityUi.cutoffRelativeTo')} name="relativeTo">
          <CutoffRelativeToSelect allowClear />
        </Form.Item>
        <Form.Item label={t('availabilityUi.maxCoversPerInterval')} name="maxCoversPerInterval">
          <InputNumber min={1} precision={0} />
        </Form.Item>
        <Form.Item label={t('availabilityUi.tablePriority')} name="tablePriority">
          <Select mode="multiple" allowClear options={sections} placeholder={t('availabilityUi.tablePriorityHint')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
