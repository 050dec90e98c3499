import { Button, Form, Input, InputNumber, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { DinerPageFrame } from '../../shell/DinerPageFrame';
import { PartyLink } from '../components/PartyLink';
import { useCheckIn, useCheckInForm } from '../hooks/use-check-in';
import '../queue.css';

interface CheckInFields {
  pax: number;
  last_name: string;
  phone: string;
}

/**
 * /queueCheckIn?token=… — a party joins the queue with no sign-in, on the tablet at the door or on its own phone
 * through the QR code: party size, name and phone; then its number, the groups ahead and the wait.
 */
export default function QueueCheckInPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const outlet = useCheckInForm(token);
  const checkIn = useCheckIn(token);
  const [form] = Form.useForm<CheckInFields>();

  const submit = (fields: CheckInFields) =>
    checkIn.mutateAsync(fields).catch((error: unknown) => {
      const fieldErrors = error instanceof ApiError ? (error.result as { fields?: Record<string, string> } | undefined)?.fields : undefined;
      if (fieldErrors)
        form.setFields(Object.entries(fieldErrors).map(([name, message]) => ({ name: name as keyof CheckInFields, errors: [message] })));
    });

  const body = () => {
    if (outlet.isPending) return <Spin />;
    if (outlet.isError) return <Result status="warning" title={outlet.error.message} />;
    const ticket = checkIn.data;
    if (ticket)
      return (
        <div data-testid="queue-ticket">
          <p>{t('queueUi.yourNumber')}</p>
          <div className="queue-checkin-number" data-testid="queue-ticket-label">
            {ticket.label}
          </div>
          <p>{t('queueUi.groupsAhead', { count: ticket.groups_ahead })}</p>
          <p>{t('queueUi.waitMinutes', { minutes: ticket.quote_minutes })}</p>
          <PartyLink path={ticket.status_link} />
          <Button
            onClick={() => {
              checkIn.reset();
              form.resetFields();
            }}
          >
            {t('queueUi.checkInAgain')}
          </Button>
        </div>
      );
    return (
      <>
        <h1 data-testid="screen-title">{t('queueUi.checkInTitle', { outlet: outlet.data.outlet_name })}</h1>
        {checkIn.error instanceof ApiError && !(checkIn.error.result as { fields?: unknown } | undefined)?.fields && (
          <Result status="warning" title={checkIn.error.message} />
        )}
        <Form form={form} layout="vertical" initialValues={{ pax: 2 }} onFinish={submit}>
          <Form.Item name="pax" label={t('queueUi.pax')} rules={[{ required: true, message: t('validation.required') }]}>
            <InputNumber min={1} max={98} size="large" data-testid="check-in-pax" />
          </Form.Item>
          <Form.Item name="last_name" label={t('queueUi.name')} rules={[{ required: true, message: t('queue.nameRequired') }]}>
            <Input size="large" maxLength={80} autoComplete="name" data-testid="check-in-name" />
          </Form.Item>
          <Form.Item name="phone" label={t('queueUi.phone')} rules={[{ required: true, message: t('queue.phoneRequired') }]}>
            <Input size="large" inputMode="tel" maxLength={20} autoComplete="tel" data-testid="check-in-phone" />
          </Form.Item>
          <Button type="primary" size="large" htmlType="submit" block loading={checkIn.isPending} data-testid="check-in-submit">
            {t('queueUi.checkInSubmit')}
          </Button>
        </Form>
      </>
    );
  };

  return <DinerPageFrame>{body()}</DinerPageFrame>;
}
