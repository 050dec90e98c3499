import { SALUTATIONS, type Salutation } from '@covers/shared';
import { Button, Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../../diners/components/PhoneInput';

export interface DinerDetails {
  salutation?: Salutation;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  special_requests?: string;
}

/** Who is coming: the diner's name, mobile (with its country code) and e-mail, and any request. */
export function DinerDetailsForm({
  form,
  country,
  pending,
  onSubmit,
}: {
  form: FormInstance<DinerDetails>;
  country: string;
  pending: boolean;
  onSubmit: (details: DinerDetails) => void;
}) {
  const { t } = useTranslation();
  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <Form form={form} layout="vertical" onFinish={onSubmit} requiredMark={false} data-testid="booking-details">
      <div className="booking-name">
        <Form.Item label={t('bookingPage.salutation')} name="salutation">
          <Select allowClear options={SALUTATIONS.map((s) => ({ value: s, label: s }))} />
        </Form.Item>
        <Form.Item label={t('bookingPage.firstName')} name="first_name" rules={required(t('online.firstNameRequired'))}>
          <Input autoComplete="given-name" maxLength={80} data-testid="booking-first-name" />
        </Form.Item>
        <Form.Item label={t('bookingPage.lastName')} name="last_name" rules={required(t('reservations.lastNameRequired'))}>
          <Input autoComplete="family-name" maxLength={80} data-testid="booking-last-name" />
        </Form.Item>
      </div>
      <Form.Item label={t('bookingPage.phone')} name="phone" rules={required(t('online.phoneRequired'))}>
        <PhoneInput defaultCountry={country} testId="booking-phone" />
      </Form.Item>
      <Form.Item
        label={t('bookingPage.email')}
        name="email"
        rules={[{ required: true, type: 'email', message: t('validation.invalidEmail') }]}
      >
        <Input type="email" autoComplete="email" maxLength={254} data-testid="booking-email" />
      </Form.Item>
      <Form.Item label={t('bookingPage.specialRequests')} name="special_requests">
        <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={pending} data-testid="booking-submit">
        {pending ? t('bookingPage.booking') : t('bookingPage.book')}
      </Button>
    </Form>
  );
}
