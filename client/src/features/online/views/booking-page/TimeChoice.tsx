import type { PublicTimesResult } from '@covers/shared';
import { Button, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The offered times by service, as buttons; the chosen one is highlighted. */
export function TimeChoice({
  times,
  chosen,
  onChoose,
}: {
  times: PublicTimesResult;
  chosen: string | null;
  onChoose: (time: string) => void;
}) {
  const { t } = useTranslation();
  if (times.services.length === 0) return <Empty description={t('bookingPage.noTimes')} />;
  return (
    <div className="booking-times" data-testid="booking-times">
      {times.services.map((service) => (
        <section key={service.serviceId}>
          <Typography.Text type="secondary">{service.name}</Typography.Text>
          <div className="booking-time-grid">
            {service.times.map((option) => (
              <Button
                key={option.time}
                type={chosen === option.time ? 'primary' : 'default'}
                onClick={() => onChoose(option.time)}
                data-testid={`booking-time-${option.time}`}
              >
                {option.label}
              </Button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
