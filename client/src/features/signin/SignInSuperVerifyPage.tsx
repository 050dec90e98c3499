import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { api } from '../../app/services';
import type { SignInResult } from '../../session/session.types';
import { completeSignIn } from './complete-sign-in';
import { SignInFrame } from './SignInFrame';

/** Super-admin sign-in, step two: the code from step one opens the session. */
export default function SignInSuperVerifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verifyToken = (useLocation().state as { verifyToken?: string } | null)?.verifyToken;
  const [busy, setBusy] = useState(false);
  if (!verifyToken) return <Navigate to="/signInSuper" replace />;
  const submit = async ({ code }: { code: string }) => {
    setBusy(true);
    try {
      const result = await api.call<SignInResult>('/api/login/verify_code', {
        method: 'POST',
        auth: 'none',
        data: { verify_token: verifyToken, code: code.trim() },
      });
      navigate(await completeSignIn(result), { replace: true });
    } catch {
      setBusy(false);
    }
  };
  return (
    <SignInFrame title={t('routes.signInSuperVerify')}>
      <Typography.Paragraph>{t('signin.verifyHint')}</Typography.Paragraph>
      <Form<{ code: string }> layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="code" label={t('signin.code')} rules={[{ required: true, whitespace: true, message: t('signin.codeRequired') }]}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('signin.verify')}
        </Button>
      </Form>
      <div className="signin-links">
        <Link to="/signIn">{t('signin.backToSignIn')}</Link>
      </div>
    </SignInFrame>
  );
}
