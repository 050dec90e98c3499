import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../../../app/services';
import { SignInField } from '../components/SignInField';
import { SignInForm } from '../components/SignInForm';
import { SignInFrame } from '../components/SignInFrame';
import { required, useSignInForm } from '../hooks/use-signin-form';

/** Super-admin sign-in, step one: the password sends a verification code. */
export default function SignInSuperPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useSignInForm(
    { user_id: '', password: '' },
    { user_id: required(t('signin.userIdRequired')), password: required(t('signin.passwordRequired')) },
    async (fields) => {
      const { verify_token } = await api.call<{ verify_token: string }>('/api/login/get_code', {
        method: 'POST',
        auth: 'none',
        data: { user_id: fields.user_id.trim(), password: fields.password },
      });
      navigate('/signInSuperVerify', { state: { verifyToken: verify_token } });
    },
  );
  return (
    <SignInFrame title={t('routes.signInSuper')}>
      <SignInForm form={form} submit={t('signin.getCode')} links={<Link to="/signIn">{t('signin.backToSignIn')}</Link>}>
        <SignInField label={t('signin.userId')} autoComplete="username" {...form.field('user_id')} />
        <SignInField label={t('signin.password')} type="password" autoComplete="current-password" {...form.field('password')} />
      </SignInForm>
    </SignInFrame>
  );
}
