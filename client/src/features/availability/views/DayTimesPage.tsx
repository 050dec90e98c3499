import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { refusalMessageKey } from '@covers/shared';
import { Button, Card, DatePicker, Empty, Segmented, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../../session/use-session';
import { outletToday } from '../../../session/outlet-today';
import { DATE_FORMAT } from '../calendar-range';
import { serviceTimeRange } from '../service-labels';
import { useTimeSlots } from '../hooks/use-availability-queries';
import { withServicesAccess } from '../components/ServicesAccess';
import { PartySizeInput } from '../components/PartySizeInput';
import '../availability.css';

/** /availability: one date's bookable times for a party, and why each other time is refused (the engine). */
function DayTimes() {
  const { t } = useTranslation();
  const { outlet } = useSession();
  const [date, setDate] = useState(() => outletToday(outlet?.timezone));
  const [pax, setPax] = useState(2);
  const [channel, setChannel] = useState<'staff' | 'online'>('staff');
  const slots = useTimeSlots({ date, pax, channel });
  const shift = (days: number) => setDate(dayjs(date).add(days, 'day').format(DATE_FORMAT));
  return (
    <div className="availability-page" data-testid="day-times">
      <Space className="availability-toolbar" wrap>
        <Space.Compact>
          <Button icon={<LeftOutlined />} aria-label={t('shell.previousDay')} onClick={() => shift(-1)} />
          <DatePicker value={dayjs(date)} allowClear={false} onChange={(value) => value && setDate(value.format(DATE_FORMAT))} />
          <Button icon={<RightOutlined />} aria-label={t('shell.nextDay')} onClick={() => shift(1)} />
        </Space.Compact>
        <PartySizeInput value={pax} onChange={setPax} />
        <Segmented
          value={channel}
          onChange={(value) => setChannel(value as 'staff' | 'online')}
          options={[
            { value: 'staff', label: t('availabilityUi.channelStaff') },
            { value: 'online', label: t('availabilityUi.channelOnline') },
          ]}
        />
        <Link to="/CloudAvailability">{t('routes.cloudAvailability')}</Link>
      </Space>
      {slots.isPending && <Spin />}
      {slots.data?.services.length === 0 && <Empty description={t('availabilityUi.noServicesThisDay')} />}
      {slots.data?.services.map((service) => (
        <Card
          key={service.serviceId}
          size="small"
          className="day-service-card"
          title={
            <Space wrap>
              <span className="service-swatch" style={{ background: service.color }} />
              {service.name}
              <Typography.Text type="secondary">{serviceTimeRange(service)}</Typography.Text>
              <Typography.Text type="secondary">
                {t('availabilityUi.bookedCovers', {
                  covers: t('common.coverCount', { count: service.usage.covers }),
                  bookings: t('common.bookingCount', { count: service.usage.bookings }),
                })}
              </Typography.Text>
            </Space>
          }
        >
          <div className="time-grid">
            {service.times.map((time) =>
              time.available ? (
                <Tag key={time.minute} color="green" className="time-tag">
                  {time.label}
                </Tag>
              ) : (
                <Tooltip key={time.minute} title={time.reason ? t(refusalMessageKey(time.reason)) : undefined}>
                  <Tag className="time-tag time-tag--refused">{time.label}</Tag>
                </Tooltip>
              ),
            )}
          </div>
        </Card>
      ))}
    </div>
  );
}

export default withServicesAccess(DayTimes);
