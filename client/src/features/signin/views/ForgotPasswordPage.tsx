import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../app/services';
import { SignInField } from '../components/SignInField';
import { SignInForm } from '../components/SignInForm';
import { SignInFrame } from '../components/SignInFrame';
import { required, useSignInForm } from '../hooks/use-signin-form';

/** Asks for a reset link by user ID or email; the answer never says whether the account exists. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useSignInForm(
    { company_id: params.get('company_id') ?? '', account: params.get('user_id') ?? '' },
    { account: required(t('signin.userIdOrEmailRequired')) },
    async ({ company_id, account }) => {
      const trimmed = account.trim();
      await api.call('/api/login/reset_password_link_generate', {
        method: 'POST',
        auth: 'none',
        data: { company_id: company_id.trim() || null, ...(trimmed.includes('@') ? { email: trimmed } : { user_id: trimmed }) },
      });
      navigate('/signIn_sent');
    },
  );
  return (
    <SignInFrame title={t('routes.signInPassword')}>
      <p>{t('signin.resetHint')}</p>
      <SignInForm form={form} submit={t('signin.sendLink')} links={<Link to="/signIn">{t('signin.backToSignIn')}</Link>}>
        <SignInField label={t('signin.companyId')} autoComplete="organization" {...form.field('company_id')} />
        <SignInField label={t('signin.userIdOrEmail')} autoComplete="username" {...form.field('account')} />
      </SignInForm>
    </SignInFrame>
  );
}
