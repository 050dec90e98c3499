import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { routeTitleKey, type RouteHandle } from './route-title';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { useSession } from '../session/use-session';
import { deepLinkOf, isOpenPath, saveDeepLink } from './access-rules';
import { trackScreen } from '../analytics/analytics';
import { auth } from './services';

/** Spec §2: no session cookie -> /signIn (keeping a hoiio or Diner Directory phone link for after). */
export function AccessGate() {
  const location = useLocation();
  const { signedIn } = useSession();
  const hasTokens = useSelector(auth, (snapshot) => snapshot.hasTag('state:signedIn'));
  useDocumentTitle();
  if (!isOpenPath(location.pathname) && !(signedIn && hasTokens)) {
    const link = deepLinkOf(location.pathname, location.search);
    if (link) saveDeepLink(link);
    return <Navigate to="/signIn" replace />;
  }
  return <Outlet />;
}

function useDocumentTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
  const product = t('shell.product');
  const text = title ? `${t(routeTitleKey(title))} · ${product}` : product;
  const { signedIn } = useSession();
  useEffect(() => {
    document.title = text;
  }, [text]);
  // Staff screens only: a diner's page (the booking page) sends nothing.
  useEffect(() => {
    if (title && signedIn) trackScreen(title);
  }, [title, signedIn]);
}
