import { refusalMessageKey, type TimeOption } from '@covers/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Space, Tooltip, Typography, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { availabilityApi } from '../../availability/api/availability.api';
import { useTimeSlots } from '../../availability/hooks/use-availability-queries';
import { useSession } from '../../../session/use-session';
import { reservationKey } from '../api/reservations.keys';
import { formatMinute } from '../reservation-format';
import type { BookingFormValues } from './booking-form-values';

const minuteOf = (time: Dayjs) => time.hour() * 60 + time.minute();

/**
 * Beside the date and time: the bookable times of the date for the party (time_slots; a refused time says why)
 * and the table the outlet suggests for the chosen time (recommend_table). `reservationId`: the booking being
 * edited, which does not count against itself.
 */
export function BookingHelp({ form, reservationId }: { form: FormInstance<BookingFormValues>; reservationId?: string }) {
  const { t } = useTranslation();
  const date = Form.useWatch('date', form)?.format('YYYY-MM-DD');
  const time = Form.useWatch('time', form);
  const pax = (Form.useWatch('adults', form) ?? 0) + (Form.useWatch('children', form) ?? 0);
  const tableIds = Form.useWatch('table_ids', form) ?? [];
  const slots = useTimeSlots({ date: date ?? '', pax, channel: 'staff', excludeReservationId: reservationId });
  const rid = useSession().outlet?.rid;
  const minute = time ? minuteOf(time) : null;
  const recommendation = useQuery({
    queryKey: [...reservationKey(rid), 'recommend', date, minute, pax, reservationId],
    queryFn: () => availabilityApi.recommendTable({ date: date!, time: minute!, pax, excludeReservationId: reservationId }),
    enabled: Boolean(date) && minute !== null && pax > 0,
    retry: false,
  });
  if (!date || pax < 1) return null;

  const services = slots.data?.services ?? [];
  const chosen = services.flatMap((service) => service.times).find((option) => option.minute === minute);
  const best = recommendation.data?.best;
  const pick = (option: TimeOption) => form.setFieldsValue({ time: dayjs(`${date}T${formatMinute(option.minute % 1440)}`) });
  const reason = (option: TimeOption) => (option.reason ? t(refusalMessageKey(option.reason)) : '');

  return (
    <div className="booking-help" data-testid="booking-help">
      {services.map((service) => (
        <div key={service.serviceId} className="booking-help-service">
          <Typography.Text type="secondary">{service.name}</Typography.Text>
          <Space size={[4, 4]} wrap>
            {service.times.map((option) => (
              <Tooltip key={option.minute} title={reason(option)}>
                <Button
                  size="small"
                  type={option.minute === minute ? 'primary' : 'default'}
                  disabled={!option.available}
                  onClick={() => pick(option)}
                  data-testid="bookable-time"
                  data-available={option.available}
                >
                  {option.label}
                </Button>
              </Tooltip>
            ))}
          </Space>
        </div>
      ))}
      {chosen && !chosen.available && <Alert type="warning" showIcon message={reason(chosen)} data-testid="time-refusal" />}
      {best && (
        <Alert
          type="info"
          showIcon
          data-testid="table-suggestion"
          message={t('reservationsUi.suggestedTable', { names: best.names.join(' + '), pax: best.maxPax })}
          action={
            JSON.stringify(tableIds) !== JSON.stringify(best.tableIds) && (
              <Button size="small" onClick={() => form.setFieldsValue({ table_ids: best.tableIds })} data-testid="use-suggestion">
                {t('reservationsUi.useSuggestion')}
              </Button>
            )
          }
        />
      )}
    </div>
  );
}
