import type { Feature, RouteDef } from '../../app/feature';
import type { RouteTitle } from '../../app/route-title';

const signIn = (path: string, title: RouteTitle, page: RouteDef['page']): RouteDef => ({ path, title, page, access: 'open', layout: 'bare' });

/** Sign-in and password reset: open, bare pages. */
export const signinFeature: Feature = {
  routes: [
    signIn('/signIn', 'signIn', () => import('./SignInPage')),
    signIn('/signInSuper', 'signInSuper', () => import('./SignInSuperPage')),
    signIn('/signInSuperVerify', 'signInSuperVerify', () => import('./SignInSuperVerifyPage')),
    signIn('/signIn_password', 'signInPassword', () => import('./ForgotPasswordPage')),
    signIn('/signIn_sent', 'signInSent', () => import('./ResetLinkSentPage')),
    signIn('/signIn_reset', 'signInReset', () => import('./ResetPasswordPage')),
    signIn('/signIn_change', 'signInChange', () => import('./PasswordChangedPage')),
    signIn('/signIn_invalid', 'signInInvalid', () => import('./ResetLinkInvalidPage')),
    signIn('/common_invalid', 'commonInvalid', () => import('./CommonInvalidPage')),
  ],
  menu: [],
  liveKeys: {},
};
