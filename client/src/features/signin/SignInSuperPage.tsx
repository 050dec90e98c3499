import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../../app/services';
import { SignInFrame } from './SignInFrame';

interface Fields {
  user_id: string;
  password: string;
}

/** Super-admin sign-in, step one: the password sends a verification code. */
export default function SignInSuperPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const submit = async (fields: Fields) => {
    setBusy(true);
    try {
      const { verify_token } = await api.call<{ verify_token: string }>('/api/login/get_code', {
        method: 'POST',
        auth: 'none',
        data: { user_id: fields.user_id.trim(), password: fields.password },
      });
      navigate('/signInSuperVerify', { state: { verifyToken: verify_token } });
    } catch {
      setBusy(false);
    }
  };
  return (
    <SignInFrame title={t('routes.signInSuper')}>
      <Form<Fields> layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="user_id" label={t('signin.userId')} rules={[{ required: true, whitespace: true, message: t('signin.userIdRequired') }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('signin.password')} rules={[{ required: true, message: t('signin.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('signin.getCode')}
        </Button>
      </Form>
      <div className="signin-links">
        <Link to="/signIn">{t('signin.backToSignIn')}</Link>
      </div>
    </SignInFrame>
  );
}
