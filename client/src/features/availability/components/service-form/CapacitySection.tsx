import { Card, Divider, Form, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageKey } from '../../../../i18n/message-key';
import { useFieldError } from './field-errors';
import { PartySizeRanges } from './PartySizeRanges';

const COVERS = ['minPartySize', 'maxPartySize', 'totalCovers', 'maxCoversPerInterval', 'maxCoversWaitlisted'] as const;
const BOOKINGS = ['totalBookings', 'maxBookingsPerInterval', 'maxBookingsWaitlisted'] as const;
type Field = (typeof COVERS)[number] | (typeof BOOKINGS)[number];

/** Capacity by covers and by bookings (spec §3). */
export function CapacitySection() {
  const { t } = useTranslation();
  const error = useFieldError();
  const numberField = (group: 'covers' | 'bookings', field: Field) => (
    <Form.Item key={field} label={t(messageKey('availabilityUi', field))} name={[group, field]} {...error([group, field])}>
      <InputNumber min={0} precision={0} />
    </Form.Item>
  );
  const fieldGroup = (heading: string, group: 'covers' | 'bookings', fields: readonly Field[]) => (
    <>
      <Typography.Title level={5} className="capacity-heading">
        {heading}
      </Typography.Title>
      <Space wrap align="start" size="large" className="capacity-row">
        {fields.map((field) => numberField(group, field))}
      </Space>
    </>
  );
  return (
    <Card title={t('availabilityUi.capacity')} size="small" className="service-form-section" data-testid="section-capacity">
      {fieldGroup(t('availabilityUi.capacityByCovers'), 'covers', COVERS)}
      <Divider className="capacity-divider" />
      {fieldGroup(t('availabilityUi.capacityByBookings'), 'bookings', BOOKINGS)}
      <Typography.Paragraph type="secondary" className="capacity-heading">
        {t('availabilityUi.bookingLimitsByPartySize')}
      </Typography.Paragraph>
      <PartySizeRanges
        name={['bookings', 'limitsByPartySize']}
        valueField="maxBookings"
        valueLabel={t('availabilityUi.maxBookings')}
        addLabel={t('availabilityUi.addBookingLimit')}
        testId="booking-limits"
      />
    </Card>
  );
}

/** Turnaround times by party size. */
export function TurnaroundSection() {
  const { t } = useTranslation();
  return (
    <Card title={t('availabilityUi.turnaround')} size="small" className="service-form-section" data-testid="section-turnaround">
      <PartySizeRanges
        name="turnaround"
        valueField="minutes"
        valueLabel={t('availabilityUi.turnaroundMinutes')}
        addLabel={t('availabilityUi.addTurnaround')}
        testId="turnaround-ranges"
      />
    </Card>
  );
}
