import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldError } from './field-errors';

interface Props {
  /** 'turnaround' or ['bookings', 'limitsByPartySize']. */
  name: string | string[];
  /** The per-range value: turnaround 'minutes' or booking limit 'maxBookings'. */
  valueField: 'minutes' | 'maxBookings';
  valueLabel: string;
  addLabel: string;
  testId: string;
}

/** Rows of party-size ranges (min–max pax) with one value each; the rules check that they do not overlap. */
export function PartySizeRanges({ name, valueField, valueLabel, addLabel, testId }: Props) {
  const { t } = useTranslation();
  const error = useFieldError();
  const base = Array.isArray(name) ? name : [name];
  return (
    <Form.List name={name}>
      {(rows, { add, remove }) => (
        <div data-testid={testId}>
          {rows.map((row) => (
            <Space key={row.key} align="start" wrap className="range-row">
              <Form.Item name={[row.name, 'minPax']} label={t('availabilityUi.minPax')} {...error([...base, row.name, 'minPax'])}>
                <InputNumber min={0} precision={0} aria-label={`${t('availabilityUi.minPax')} ${row.name + 1}`} />
              </Form.Item>
              <Form.Item name={[row.name, 'maxPax']} label={t('availabilityUi.maxPax')} {...error([...base, row.name, 'maxPax'])}>
                <InputNumber min={0} precision={0} aria-label={`${t('availabilityUi.maxPax')} ${row.name + 1}`} />
              </Form.Item>
              <Form.Item name={[row.name, valueField]} label={valueLabel} {...error([...base, row.name, valueField])}>
                <InputNumber min={0} precision={0} aria-label={`${valueLabel} ${row.name + 1}`} />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('availabilityUi.removeRange')}
                onClick={() => remove(row.name)}
                className="range-remove"
              />
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
            {addLabel}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
