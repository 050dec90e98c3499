import { CopyOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { SERVICE_RULES } from '@covers/shared';
import { Alert, Button, Card, Checkbox, Form, InputNumber, Select, Space, Switch, Tag, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CutoffRelativeToSelect } from './CutoffRelativeToSelect';
import type { SectionWithTables } from '@covers/shared';
import { BulkEditModal, type BulkSlotChanges } from './BulkEditModal';
import { useFieldError } from './field-errors';
import { MinuteTimePicker } from './MinuteTimePicker';
import { newSlot, type ServiceFormValues } from './service-form-values';

type Slot = ServiceFormValues['onlineSlots'][number];

interface Props {
  form: FormInstance<ServiceFormValues>;
  slots: Slot[];
  sections: SectionWithTables[];
  readOnly: boolean;
  /** General, Capacity and Turnaround are complete: slots may be added. */
  canAddSlots: boolean;
  /** Call after changing the slots programmatically, so rules and the dirty state follow; `touched`: the slots whose messages to show. */
  onSlotsChanged: (touched: number[]) => void;
}

/** Online booking slots: intervals, cut-off, table priority by section, open/close; bulk edit, duplicate, delete. */
export function OnlineSlotsSection({ form, slots, sections, readOnly, canAddSlots, onSlotsChanged }: Props) {
  const { t } = useTranslation();
  const error = useFieldError();
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const selectedSlots = selected.filter((index) => index < slots.length);

  const update = (next: Slot[], touched: number[] = []) => {
    form.setFieldValue('onlineSlots', next);
    onSlotsChanged(touched);
  };
  const changeSelected = (change: (slot: Slot) => Slot) =>
    update(
      slots.map((slot, index) => (selectedSlots.includes(index) ? change(slot) : slot)),
      selectedSlots,
    );
  const duplicate = () => {
    const copies = selectedSlots.map((index) => ({ ...slots[index], slotId: undefined }));
    update(
      [...slots, ...copies],
      copies.map((_, i) => slots.length + i),
    );
    setSelected([]);
  };
  const remove = () => {
    update(slots.filter((_, index) => !selectedSlots.includes(index)));
    setSelected([]);
  };
  const applyBulk = (changes: BulkSlotChanges) => {
    changeSelected((slot) => ({ ...slot, ...changes, cutoff: { ...slot.cutoff, ...changes.cutoff } }));
    setBulkOpen(false);
  };
  const sectionOptions = sections.map((section) => ({ value: section.id, label: section.name }));

  return (
    <Card title={t('availabilityUi.onlineSlots')} size="small" className="service-form-section" data-testid="section-slots">
      {error(['onlineSlots']).help ? (
        <Alert type="error" showIcon message={error(['onlineSlots']).help} className="slots-alert" />
      ) : (
        !canAddSlots &&
        !readOnly && (
          <Alert
            type="info"
            showIcon
            message={<span data-testid="error-onlineSlots">{t(SERVICE_RULES.sectionsIncomplete)}</span>}
            className="slots-alert"
          />
        )
      )}
      {!readOnly && (
        <Space wrap className="slots-toolbar">
          <Checkbox
            checked={slots.length > 0 && selectedSlots.length === slots.length}
            indeterminate={selectedSlots.length > 0 && selectedSlots.length < slots.length}
            onChange={(event) => setSelected(event.target.checked ? slots.map((_, index) => index) : [])}
            disabled={slots.length === 0}
          >
            {t('availabilityUi.selectAll')}
          </Checkbox>
          <Button icon={<EditOutlined />} disabled={selectedSlots.length === 0} onClick={() => setBulkOpen(true)}>
            {t('availabilityUi.bulkEdit')}
          </Button>
          <Button disabled={selectedSlots.length === 0} onClick={() => changeSelected((slot) => ({ ...slot, online: true }))}>
            {t('availabilityUi.openSlots')}
          </Button>
          <Button disabled={selectedSlots.length === 0} onClick={() => changeSelected((slot) => ({ ...slot, online: false }))}>
            {t('availabilityUi.closeSlots')}
          </Button>
          <Button icon={<CopyOutlined />} disabled={selectedSlots.length === 0} onClick={duplicate}>
            {t('availabilityUi.duplicateSlots')}
          </Button>
          <Button danger icon={<DeleteOutlined />} disabled={selectedSlots.length === 0} onClick={remove}>
            {t('availabilityUi.deleteSlots')}
          </Button>
        </Space>
      )}
      <Form.List name="onlineSlots">
        {(rows) =>
          rows.map((row) => {
            const slot = slots[row.name];
            const label = (key: string) => `${t(key)} ${row.name + 1}`;
            /** A field of this slot that shows its own refusal. */
            const checkedField = (field: 'startMinute' | 'endMinute' | 'intervalMinutes', fieldLabel: string, input: ReactNode) => (
              <Form.Item name={[row.name, field]} label={fieldLabel} {...error(['onlineSlots', row.name, field])}>
                {input}
              </Form.Item>
            );
            return (
              <div
                key={row.key}
                className={`slot-row${slot?.online === false ? ' slot-row--closed' : ''}`}
                data-testid={`slot-${row.name}`}
              >
                {!readOnly && (
                  <Checkbox
                    aria-label={label('availabilityUi.selectSlot')}
                    checked={selectedSlots.includes(row.name)}
                    onChange={(event) =>
                      setSelected((current) =>
                        event.target.checked ? [...current, row.name] : current.filter((index) => index !== row.name),
                      )
                    }
                  />
                )}
                {checkedField(
                  'startMinute',
                  t('availabilityUi.startTime'),
                  <MinuteTimePicker aria-label={label('availabilityUi.slotStart')} />,
                )}
                {checkedField('endMinute', t('availabilityUi.endTime'), <MinuteTimePicker aria-label={label('availabilityUi.slotEnd')} />)}
                {checkedField(
                  'intervalMinutes',
                  t('availabilityUi.intervalMinutes'),
                  <InputNumber min={0} precision={0} aria-label={label('availabilityUi.intervalMinutes')} />,
                )}
                <Form.Item name={[row.name, 'cutoff', 'minutes']} label={t('availabilityUi.cutoffMinutes')}>
                  <InputNumber min={0} precision={0} aria-label={label('availabilityUi.cutoffMinutes')} />
                </Form.Item>
                <Form.Item name={[row.name, 'cutoff', 'relativeTo']} label={t('availabilityUi.cutoffRelativeTo')}>
                  <CutoffRelativeToSelect />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'maxCoversPerInterval']}
                  label={t('availabilityUi.maxCoversPerInterval')}
                  {...error(['onlineSlots', row.name, 'maxCoversPerInterval'])}
                >
                  <InputNumber min={0} precision={0} aria-label={label('availabilityUi.maxCoversPerInterval')} />
                </Form.Item>
                <Form.Item name={[row.name, 'tablePriority']} label={t('availabilityUi.tablePriority')} className="slot-priority">
                  <Select
                    mode="multiple"
                    allowClear
                    placeholder={t('availabilityUi.tablePriorityHint')}
                    options={sectionOptions}
                    tagRender={({ label: text, value, closable, onClose }) => (
                      <Tag closable={closable} onClose={onClose}>
                        {(slot?.tablePriority ?? []).indexOf(String(value)) + 1}. {text}
                      </Tag>
                    )}
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'online']} label={t('availabilityUi.open')} valuePropName="checked">
                  <Switch aria-label={label('availabilityUi.open')} />
                </Form.Item>
              </div>
            );
          })
        }
      </Form.List>
      {!readOnly && (
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          disabled={!canAddSlots}
          onClick={() => update([...slots, newSlot()])}
          data-testid="add-slot"
        >
          {t('availabilityUi.addSlot')}
        </Button>
      )}
      <BulkEditModal
        open={bulkOpen}
        count={selectedSlots.length}
        sections={sectionOptions}
        onApply={applyBulk}
        onCancel={() => setBulkOpen(false)}
      />
    </Card>
  );
}
