import { formatServiceMinute, normaliseEndMinute, WEEKDAYS } from '@covers/shared';
import { Card, Checkbox, ColorPicker, Form, Input, InputNumber, Select, Space, Switch, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CutoffRelativeToSelect } from './CutoffRelativeToSelect';
import type { SectionWithTables } from '@covers/shared';
import { useFieldError } from './field-errors';
import { MinuteTimePicker } from './MinuteTimePicker';
import type { ServiceFormValues } from './service-form-values';

interface Props {
  values: ServiceFormValues;
  sections: SectionWithTables[];
  tablePlans: { planId: string; name: string }[];
  variant?: ServiceFormVariant;
}

/** 'adHoc': a service of one date (no repeat days); 'quickEdit': only what a date may change (times, children, cut-off). */
export type ServiceFormVariant = 'full' | 'adHoc' | 'quickEdit';

export function GeneralSection({ values, sections, tablePlans, variant = 'full' }: Props) {
  const { t } = useTranslation();
  const error = useFieldError();
  const { startMinute, endMinute } = values;
  const pastMidnight =
    typeof startMinute === 'number' && typeof endMinute === 'number' && normaliseEndMinute(startMinute, endMinute) >= 1440;
  return (
    <Card title={t('availabilityUi.general')} size="small" className="service-form-section" data-testid="section-general">
      {variant !== 'quickEdit' && (
        <Form.Item label={t('availabilityUi.serviceName')} name="name" {...error(['name'])}>
          <Input maxLength={80} />
        </Form.Item>
      )}
      <Space wrap align="start" size="large">
        <Form.Item label={t('availabilityUi.startTime')} name="startMinute" {...error(['startMinute'])}>
          <MinuteTimePicker />
        </Form.Item>
        <Form.Item
          label={t('availabilityUi.endTime')}
          name="endMinute"
          {...error(['endMinute'])}
          extra={
            pastMidnight ? (
              <Tag color="purple" data-testid="end-next-day">
                {formatServiceMinute(normaliseEndMinute(startMinute, endMinute))}
              </Tag>
            ) : undefined
          }
        >
          <MinuteTimePicker />
        </Form.Item>
        {variant !== 'quickEdit' && (
          <Form.Item
            label={t('availabilityUi.colour')}
            name="color"
            getValueFromEvent={(color: { toHexString: () => string }) => color.toHexString()}
          >
            <ColorPicker disabledAlpha />
          </Form.Item>
        )}
      </Space>
      {variant === 'full' && (
        <Form.Item label={t('availabilityUi.repeatDays')} name="repeatDays" {...error(['repeatDays'])}>
          <Checkbox.Group options={WEEKDAYS.map((day) => ({ value: day, label: dayjs().day(day).format('ddd') }))} />
        </Form.Item>
      )}
      <Space wrap align="start" size="large">
        <Form.Item label={t('availabilityUi.allowChildren')} name="allowChildren" valuePropName="checked">
          <Switch />
        </Form.Item>
        {variant !== 'quickEdit' && (
          <Form.Item label={t('availabilityUi.onlineBooking')} name="online" valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
        {variant !== 'quickEdit' && (
          <Form.Item label={t('availabilityUi.intervalMinutes')} name="intervalMinutes" {...error(['intervalMinutes'])}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
        )}
        <Form.Item label={t('availabilityUi.cutoffMinutes')} name={['cutoff', 'minutes']} {...error(['cutoff', 'minutes'])}>
          <InputNumber min={0} precision={0} />
        </Form.Item>
        <Form.Item label={t('availabilityUi.cutoffRelativeTo')} name={['cutoff', 'relativeTo']}>
          <CutoffRelativeToSelect />
        </Form.Item>
      </Space>
      {variant !== 'quickEdit' && (
        <>
          <Form.Item label={t('availabilityUi.sections')} name="sectionIds" extra={t('availabilityUi.sectionsHint')}>
            <Select mode="multiple" allowClear options={sections.map((section) => ({ value: section.id, label: section.name }))} />
          </Form.Item>
          <Form.Item label={t('availabilityUi.tablePlans')} name="tablePlanIds">
            <Select mode="multiple" allowClear options={tablePlans.map((plan) => ({ value: plan.planId, label: plan.name }))} />
          </Form.Item>
        </>
      )}
    </Card>
  );
}
