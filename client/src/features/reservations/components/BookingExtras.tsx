import { NOTIFICATION_CHANNELS, NOTIFICATION_TEMPLATES, type ReservationRow } from '@covers/shared';
import { Button, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey } from '../../../i18n/message-key';
import { useDayList, useTableNames } from '../hooks/use-reservation-queries';
import { useExchangeTables, useResendNotification, useSetFlags } from '../hooks/use-reservation-writes';
import { dinerName, formatMinute } from '../reservation-format';

/** The detail panel's less frequent actions: the booking's flags, swapping tables with another booking, resending a notification. */
export function BookingExtras({ booking }: { booking: ReservationRow }) {
  return (
    <div className="booking-extras">
      <FlagsEditor booking={booking} />
      <TableExchange booking={booking} />
      <NotificationResend booking={booking} />
    </div>
  );
}

function FlagsEditor({ booking }: { booking: ReservationRow }) {
  const { t } = useTranslation();
  const [flags, setFlags] = useState(booking.flags);
  useEffect(() => setFlags(booking.flags), [booking.flags]);
  const save = useSetFlags(() => t('reservationsUi.flagsSaved'));
  const changed = JSON.stringify(flags) !== JSON.stringify(booking.flags);
  return (
    <Section title={t('reservationsUi.flags')}>
      <Select
        mode="tags"
        value={flags}
        onChange={setFlags}
        open={false}
        maxCount={10}
        placeholder={t('reservationsUi.flagsPlaceholder')}
        style={{ width: 260 }}
        data-testid="flags-input"
      />
      <Button
        disabled={!changed}
        loading={save.isPending}
        onClick={() => save.mutate({ reservation_id: booking.reservation_id, date: booking.date, flags })}
        data-testid="save-flags"
      >
        {t('reservationsUi.saveFlags')}
      </Button>
    </Section>
  );
}

function TableExchange({ booking }: { booking: ReservationRow }) {
  const { t } = useTranslation();
  const tableNames = useTableNames();
  const [other, setOther] = useState<string | null>(null);
  const day = useDayList({ date: booking.date, tab: 'all', sort: 'reservation_time' }).data?.reservations ?? [];
  const exchange = useExchangeTables({ success: () => t('reservationsUi.exchanged') });
  if (booking.table_ids.length === 0) return null;
  const options = day
    .filter((row) => row.reservation_id !== booking.reservation_id && row.table_ids.length > 0)
    .map((row) => ({
      value: row.reservation_id,
      label: `${formatMinute(row.time_minute)} ${dinerName(row)} · ${tableNames(row.table_ids)}`,
    }));
  return (
    <Section title={t('reservationsUi.exchangeTables')}>
      <Select
        value={other}
        onChange={setOther}
        options={options}
        showSearch
        optionFilterProp="label"
        placeholder={t('reservationsUi.exchangeWith')}
        style={{ width: 260 }}
        data-testid="exchange-with"
      />
      <Button
        disabled={!other}
        loading={exchange.isPending}
        onClick={() =>
          other &&
          exchange.mutate(
            { date: booking.date, reservation_id: booking.reservation_id, other_reservation_id: other },
            { onSuccess: () => setOther(null) },
          )
        }
        data-testid="exchange-tables"
      >
        {t('reservationsUi.exchangeTables')}
      </Button>
      {exchange.prompt}
    </Section>
  );
}

function NotificationResend({ booking }: { booking: ReservationRow }) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<(typeof NOTIFICATION_CHANNELS)[number]>('sms');
  const [template, setTemplate] = useState<(typeof NOTIFICATION_TEMPLATES)[number]>('confirmation');
  const resend = useResendNotification(() => t('reservationsUi.notificationRequested'));
  return (
    <Section title={t('reservationsUi.resendNotification')}>
      <Select
        value={channel}
        onChange={setChannel}
        options={NOTIFICATION_CHANNELS.map((value) => ({ value, label: t(messageKey('reservationsUi', `channel_${value}`)) }))}
        data-testid="resend-channel"
      />
      <Select
        value={template}
        onChange={setTemplate}
        options={NOTIFICATION_TEMPLATES.map((value) => ({ value, label: t(messageKey('reservationsUi', `template_${value}`)) }))}
        data-testid="resend-template"
      />
      <Button
        loading={resend.isPending}
        onClick={() => resend.mutate({ reservation_id: booking.reservation_id, date: booking.date, channel, template })}
        data-testid="resend-notification"
      >
        {t('reservationsUi.send')}
      </Button>
    </Section>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Space wrap className="booking-extra">
        {children}
      </Space>
    </>
  );
}
