import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../app/services';
import { SignInFrame } from './SignInFrame';

interface Fields {
  company_id?: string;
  account: string;
}

/** Asks for a reset link by user ID or email; the answer never says whether the account exists. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const submit = async ({ company_id, account }: Fields) => {
    setBusy(true);
    const trimmed = account.trim();
    try {
      await api.call('/api/login/reset_password_link_generate', {
        method: 'POST',
        auth: 'none',
        data: { company_id: company_id?.trim() || null, ...(trimmed.includes('@') ? { email: trimmed } : { user_id: trimmed }) },
      });
      navigate('/signIn_sent');
    } catch {
      setBusy(false);
    }
  };
  return (
    <SignInFrame title={t('routes.signInPassword')}>
      <Typography.Paragraph>{t('signin.resetHint')}</Typography.Paragraph>
      <Form<Fields> layout="vertical" onFinish={submit} requiredMark={false} initialValues={{ company_id: params.get('company_id') ?? '', account: params.get('user_id') ?? '' }}>
        <Form.Item name="company_id" label={t('signin.companyId')}>
          <Input />
        </Form.Item>
        <Form.Item name="account" label={t('signin.userIdOrEmail')} rules={[{ required: true, whitespace: true, message: t('signin.userIdOrEmailRequired') }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('signin.sendLink')}
        </Button>
      </Form>
      <div className="signin-links">
        <Link to="/signIn">{t('signin.backToSignIn')}</Link>
      </div>
    </SignInFrame>
  );
}
