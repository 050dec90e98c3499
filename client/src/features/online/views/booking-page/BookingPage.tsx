import { ERROR_CODES, ONLINE_SOURCES, type OnlineSource, type PublicBookingResult } from '@covers/shared';
import { Alert, Button, Card, DatePicker, Form, Result, Select, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../../api/api-error';
import { longDate } from '../../../../i18n/i18n';
import { LanguageSwitcher } from '../../../shell/LanguageSwitcher';
import { DinerDetailsForm, type DinerDetails } from './DinerDetailsForm';
import { TimeChoice } from './TimeChoice';
import { usePublicBooking, usePublicOutlet, usePublicTimes } from './use-booking-page';
import './booking-page.css';

const sourceOf = (value: string | null): OnlineSource =>
  ONLINE_SOURCES.includes(value as OnlineSource) ? (value as OnlineSource) : 'Online';
/** A date the link proposes (`?date=`), when the page may offer it. */
const withinRange = (date: string | null, place: { today: string; lastDate: string } | undefined) =>
  date && place && /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= place.today && date <= place.lastDate ? date : null;
const upTo = (n: number, from: number) =>
  Array.from({ length: Math.max(0, n - from + 1) }, (_, i) => ({ value: from + i, label: String(from + i) }));

/**
 * /book/:outlet — the diner-facing booking page, no login: a date, a party and one of the times the restaurant
 * offers online, then name, mobile and e-mail. A link may propose the date (`?date=`). The form keeps one request key until it books, so a double
 * submit makes one booking. Opened from a social media button, the booking carries that source.
 */
export default function BookingPage() {
  const { t } = useTranslation();
  const ruid = useParams().outlet ?? '';
  const [query] = useSearchParams();
  const source = sourceOf(query.get('source'));
  const outlet = usePublicOutlet(ruid);
  const [date, setDate] = useState<string | null>(null);
  const [party, setParty] = useState({ adults: 2, children: 0 });
  const [time, setTime] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [booked, setBooked] = useState<PublicBookingResult | null>(null);
  const [form] = Form.useForm<DinerDetails>();
  const day = date ?? withinRange(query.get('date'), outlet.data) ?? outlet.data?.today ?? '';
  const times = usePublicTimes({ outlet: ruid, date: day, ...party }, Boolean(outlet.data?.open && day));
  const booking = usePublicBooking();

  if (outlet.isPending) return <Spin className="booking-loading" />;
  const frame = (body: React.ReactNode) => (
    <div className="booking-page">
      <header className="booking-header">
        <span className="booking-restaurant" data-testid="booking-restaurant">
          {outlet.data?.name}
        </span>
        <LanguageSwitcher />
      </header>
      <main className="booking-main">{body}</main>
    </div>
  );
  if (outlet.isError) return frame(<Result status="404" title={t('bookingPage.notFound')} />);
  const place = outlet.data;
  if (!place.open)
    return frame(
      <div data-testid="booking-closed">
        <Result status="info" title={t('bookingPage.closed')} />
      </div>,
    );

  const again = () => {
    setBooked(null);
    setTime(null);
    setRequestKey(crypto.randomUUID());
    form.resetFields();
  };
  if (booked)
    return frame(
      <div data-testid="booking-confirmed">
        <Result
          status="success"
          title={t('bookingPage.booked')}
          subTitle={t('bookingPage.bookedFor', { name: booked.name })}
          extra={<Button onClick={again}>{t('bookingPage.bookAnother')}</Button>}
        >
          <Typography.Paragraph strong>
            {t('bookingPage.summary', { date: longDate(booked.date), time: booked.time })} ·{' '}
            {t('bookingPage.party', { count: booked.adults + booked.children })}
          </Typography.Paragraph>
          {booked.confirmationText && <Typography.Paragraph>{booked.confirmationText}</Typography.Paragraph>}
        </Result>
      </div>,
    );

  const submit = (details: DinerDetails) => {
    setNotice(null);
    booking.mutate(
      { outlet: ruid, date: day, time: time!, ...party, ...details, source, request_key: requestKey },
      {
        onSuccess: setBooked,
        onError: (error) => {
          if (!(error instanceof ApiError)) return setNotice(error.message);
          const fields = (error.result as { fields?: Record<string, string> } | undefined)?.fields ?? {};
          const onForm = Object.entries(fields).filter(([name]) => form.getFieldInstance(name) !== undefined);
          form.setFields(onForm.map(([name, text]) => ({ name: name as keyof DinerDetails, errors: [text] })));
          if (onForm.length === 0) setNotice(error.message);
          if (error.code === ERROR_CODES.ONLINE_TIME_UNAVAILABLE.code || error.code === ERROR_CODES.ONLINE_TOO_SOON.code) {
            setTime(null);
            void times.refetch();
          }
        },
      },
    );
  };
  const refusal = times.error instanceof ApiError ? times.error.message : null;
  return frame(
    <Card className="booking-card">
      <h1 className="booking-title">{t('bookingPage.title')}</h1>
      {notice && <Alert type="error" showIcon message={notice} className="booking-notice" data-testid="booking-notice" />}
      <div className="booking-when">
        <label>
          <span>{t('bookingPage.date')}</span>
          <DatePicker
            value={dayjs(day)}
            allowClear={false}
            inputReadOnly
            disabledDate={(d) => d.isBefore(place.today, 'day') || d.isAfter(place.lastDate, 'day')}
            onChange={(d) => {
              setDate(d.format('YYYY-MM-DD'));
              setTime(null);
            }}
            data-testid="booking-date"
          />
        </label>
        <label>
          <span>{t('bookingPage.adults')}</span>
          <Select
            value={party.adults}
            options={upTo(place.maxPartySize, 1)}
            onChange={(adults) => setParty({ adults, children: Math.min(party.children, place.maxPartySize - adults) })}
            data-testid="booking-adults"
          />
        </label>
        <label>
          <span>{t('bookingPage.children')}</span>
          <Select
            value={party.children}
            options={upTo(place.maxPartySize - party.adults, 0)}
            onChange={(children) => setParty({ ...party, children })}
          />
        </label>
      </div>
      <Typography.Paragraph type="secondary" className="booking-hint">
        {t('bookingPage.partyLimit', { count: place.maxPartySize })}
      </Typography.Paragraph>
      <h2>{t('bookingPage.chooseTime')}</h2>
      {refusal ? (
        <Alert type="info" showIcon message={refusal} />
      ) : times.data ? (
        <TimeChoice times={times.data} chosen={time} onChoose={setTime} />
      ) : (
        <Spin tip={t('bookingPage.loadingTimes')} />
      )}
      {time && (
        <>
          <h2>{t('bookingPage.yourDetails')}</h2>
          <DinerDetailsForm form={form} country={place.countryCode} pending={booking.isPending} onSubmit={submit} />
        </>
      )}
      <Typography.Paragraph type="secondary" className="booking-hint">
        {t('bookingPage.privacy')}
      </Typography.Paragraph>
    </Card>,
  );
}
