import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router-dom';

const ServerErrorPage = lazy(() => import('../features/errors/ServerErrorPage'));

/** A render crash anywhere below the root shows /500. */
export function RouteCrash() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    console.error(error);
    if (window.location.pathname !== '/500') navigate('/500', { replace: true });
  }, [error, navigate]);
  return (
    <Suspense fallback={null}>
      <ServerErrorPage />
    </Suspense>
  );
}
