import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../app/services';
import { SignInField } from '../components/SignInField';
import { SignInForm } from '../components/SignInForm';
import { SignInFrame } from '../components/SignInFrame';
import { useSignInForm } from '../hooks/use-signin-form';

/** Least password length the gateway accepts (docs/api/login.md). */
export const MIN_PASSWORD_LENGTH = 8;

/** /signIn_reset?token=…: checks the link, then sets the new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [valid, setValid] = useState<boolean | null>(token ? null : false);
  useEffect(() => {
    if (!token) return;
    api
      .call<{ valid: boolean }>('/api/login/reset_password_link_check', { auth: 'none', data: { token }, hideError: true })
      .then((result) => setValid(result.valid))
      .catch(() => setValid(false));
  }, [token]);
  const form = useSignInForm(
    { password: '', confirm: '' },
    {
      password: (value) =>
        !value ? t('signin.passwordRequired') : value.length < MIN_PASSWORD_LENGTH ? t('signin.passwordTooShort') : null,
      confirm: (value, values) => (!value ? t('signin.passwordRequired') : value !== values.password ? t('signin.passwordsDiffer') : null),
    },
    async ({ password }) => {
      await api.call('/api/login/reset_password_link_reset', { method: 'POST', auth: 'none', data: { token, password } });
      navigate('/signIn_change', { replace: true });
    },
  );
  if (valid === false) return <Navigate to="/signIn_invalid" replace />;
  return (
    <SignInFrame title={t('routes.signInReset')}>
      {valid === null ? (
        <p className="signin-checking">
          <span className="css-spinner" aria-hidden /> {t('signin.checkingLink')}
        </p>
      ) : (
        <SignInForm form={form} submit={t('signin.resetSubmit')}>
          <SignInField label={t('signin.newPassword')} type="password" autoComplete="new-password" {...form.field('password')} />
          <SignInField label={t('signin.confirmPassword')} type="password" autoComplete="new-password" {...form.field('confirm')} />
        </SignInForm>
      )}
    </SignInFrame>
  );
}
