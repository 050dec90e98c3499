import type { Feature, RouteDef } from '../../app/feature';
import type { RouteTitle } from '../../app/route-title';

const signIn = (path: string, title: RouteTitle, page: RouteDef['page']): RouteDef => ({
  path,
  title,
  page,
  access: 'open',
  layout: 'bare',
});

/** Sign-in and password reset: open, bare pages. */
export const signinFeature: Feature = {
  routes: [
    signIn('/signIn', 'signIn', () => import('./views/SignInPage')),
    signIn('/signInSuper', 'signInSuper', () => import('./views/SignInSuperPage')),
    signIn('/signInSuperVerify', 'signInSuperVerify', () => import('./views/SignInSuperVerifyPage')),
    signIn('/signIn_password', 'signInPassword', () => import('./views/ForgotPasswordPage')),
    signIn('/signIn_sent', 'signInSent', () => import('./views/ResetLinkSentPage')),
    signIn('/signIn_reset', 'signInReset', () => import('./views/ResetPasswordPage')),
    signIn('/signIn_change', 'signInChange', () => import('./views/PasswordChangedPage')),
    signIn('/signIn_invalid', 'signInInvalid', () => import('./views/ResetLinkInvalidPage')),
    signIn('/common_invalid', 'commonInvalid', () => import('./views/CommonInvalidPage')),
  ],
  menu: [],
  liveKeys: {},
};
