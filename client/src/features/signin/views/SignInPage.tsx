import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../../../app/services';
import type { SessionResult } from '@covers/shared';
import { completeSignIn } from '../complete-sign-in';
import { SignInField } from '../components/SignInField';
import { SignInForm } from '../components/SignInForm';
import { SignInFrame } from '../components/SignInFrame';
import { required, useSignInForm } from '../hooks/use-signin-form';

export default function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useSignInForm(
    { company_id: '', user_id: '', password: '' },
    { user_id: required(t('signin.userIdRequired')), password: required(t('signin.passwordRequired')) },
    async (fields) => {
      const result = await api.call<SessionResult>('/api/login/do_login', {
        method: 'POST',
        auth: 'none',
        data: { company_id: fields.company_id.trim() || null, user_id: fields.user_id.trim(), password: fields.password },
      });
      navigate(await completeSignIn(result), { replace: true });
    },
  );
  return (
    <SignInFrame title={t('routes.signIn')}>
      <SignInForm
        form={form}
        submit={t('signin.submit')}
        links={
          <>
            <Link to="/signIn_password">{t('signin.forgotPassword')}</Link>
            <Link to="/signInSuper">{t('signin.superAdmin')}</Link>
          </>
        }
      >
        <SignInField label={t('signin.companyId')} autoComplete="organization" {...form.field('company_id')} />
        <SignInField label={t('signin.userId')} autoComplete="username" {...form.field('user_id')} />
        <SignInField label={t('signin.password')} type="password" autoComplete="current-password" {...form.field('password')} />
      </SignInForm>
    </SignInFrame>
  );
}
