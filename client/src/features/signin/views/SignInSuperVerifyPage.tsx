import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { api } from '../../../app/services';
import type { SessionResult } from '@covers/shared';
import { completeSignIn } from '../complete-sign-in';
import { SignInField } from '../components/SignInField';
import { SignInForm } from '../components/SignInForm';
import { SignInFrame } from '../components/SignInFrame';
import { required, useSignInForm } from '../hooks/use-signin-form';

/** Super-admin sign-in, step two: the code from step one opens the session. */
export default function SignInSuperVerifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verifyToken = (useLocation().state as { verifyToken?: string } | null)?.verifyToken;
  const form = useSignInForm({ code: '' }, { code: required(t('signin.codeRequired')) }, async ({ code }) => {
    const result = await api.call<SessionResult>('/api/login/verify_code', {
      method: 'POST',
      auth: 'none',
      data: { verify_token: verifyToken ?? '', code: code.trim() },
    });
    navigate(await completeSignIn(result), { replace: true });
  });
  if (!verifyToken) return <Navigate to="/signInSuper" replace />;
  return (
    <SignInFrame title={t('routes.signInSuperVerify')}>
      <p>{t('signin.verifyHint')}</p>
      <SignInForm form={form} submit={t('signin.verify')} links={<Link to="/signIn">{t('signin.backToSignIn')}</Link>}>
        <SignInField label={t('signin.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.field('code')} />
      </SignInForm>
    </SignInFrame>
  );
}
