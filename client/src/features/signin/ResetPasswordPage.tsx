import { Button, Form, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../app/services';
import { SignInFrame } from './SignInFrame';

/** Least password length the gateway accepts (docs/api/login.md). */
export const MIN_PASSWORD_LENGTH = 8;

interface Fields {
  password: string;
  confirm: string;
}

/** /signIn_reset?token=…: checks the link, then sets the new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [valid, setValid] = useState<boolean | null>(token ? null : false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!token) return;
    api
      .call<{ valid: boolean }>('/api/login/reset_password_link_check', { auth: 'none', data: { token }, hideError: true })
      .then((result) => setValid(result.valid))
      .catch(() => setValid(false));
  }, [token]);
  if (valid === false) return <Navigate to="/signIn_invalid" replace />;
  const submit = async ({ password }: Fields) => {
    setBusy(true);
    try {
      await api.call('/api/login/reset_password_link_reset', { method: 'POST', auth: 'none', data: { token, password } });
      navigate('/signIn_change', { replace: true });
    } catch {
      setBusy(false);
    }
  };
  return (
    <SignInFrame title={t('routes.signInReset')}>
      {valid === null ? (
        <Spin tip={t('signin.checkingLink')}>
          <div className="signin-checking" />
        </Spin>
      ) : (
        <Form<Fields> layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="password"
            label={t('signin.newPassword')}
            rules={[
              { required: true, message: t('signin.passwordRequired') },
              { min: MIN_PASSWORD_LENGTH, message: t('signin.passwordTooShort') },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('signin.confirmPassword')}
            dependencies={['password']}
            rules={[
              { required: true, message: t('signin.passwordRequired') },
              ({ getFieldValue }) => ({
                validator: (_, value) => (value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('signin.passwordsDiffer')))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('signin.resetSubmit')}
          </Button>
        </Form>
      )}
    </SignInFrame>
  );
}
