import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../../app/services';
import type { SignInResult } from '../../session/session.types';
import { completeSignIn } from './complete-sign-in';
import { SignInFrame } from './SignInFrame';

interface Fields {
  company_id?: string;
  user_id: string;
  password: string;
}

export default function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const submit = async (fields: Fields) => {
    setBusy(true);
    try {
      const result = await api.call<SignInResult>('/api/login/do_login', {
        method: 'POST',
        auth: 'none',
        data: { company_id: fields.company_id?.trim() || null, user_id: fields.user_id.trim(), password: fields.password },
      });
      navigate(await completeSignIn(result), { replace: true });
    } catch {
      setBusy(false);
    }
  };
  return (
    <SignInFrame title={t('routes.signIn')}>
      <Form<Fields> layout="vertical" onFinish={submit} requiredMark={false} autoComplete="on">
        <Form.Item name="company_id" label={t('signin.companyId')}>
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item name="user_id" label={t('signin.userId')} rules={[{ required: true, whitespace: true, message: t('signin.userIdRequired') }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('signin.password')} rules={[{ required: true, message: t('signin.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('signin.submit')}
        </Button>
      </Form>
      <div className="signin-links">
        <Link to="/signIn_password">{t('signin.forgotPassword')}</Link>
        <Link to="/signInSuper">{t('signin.superAdmin')}</Link>
      </div>
    </SignInFrame>
  );
}
