import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageKey } from '../../../i18n/message-key';
import { Link } from 'react-router-dom';
import { routeTitleKey, type RouteTitle } from '../../../app/route-title';
import { SignInFrame } from './SignInFrame';

interface Props {
  title: RouteTitle;
  body: 'sentBody' | 'changedBody' | 'invalidBody' | 'commonInvalidBody';
  status: 'success' | 'info' | 'warning';
  /** A second way on, e.g. requesting a new link. */
  next?: { to: string; label: 'requestNewLink' };
}

/** The one-message screens of the reset flow: link sent, password changed, link invalid. */
export function SignInMessagePage({ title, body, status, next }: Props) {
  const { t } = useTranslation();
  return (
    <SignInFrame title={t(routeTitleKey(title))}>
      <Result
        status={status}
        subTitle={t(messageKey('signin', body))}
        extra={
          <div className="signin-actions">
            {next && (
              <Link to={next.to}>
                <Button>{t(messageKey('signin', next.label))}</Button>
              </Link>
            )}
            <Link to="/signIn">
              <Button type="primary">{t('signin.backToSignIn')}</Button>
            </Link>
          </div>
        }
      />
    </SignInFrame>
  );
}
