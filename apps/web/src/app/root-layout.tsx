import { lazy, Suspense, useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { enableToasts } from '@/components/ui/toast-host';
import { selectToken } from '@/features/auth/stores/session-slice';
import { NavigationFromRouter } from './navigation-from-router';

// Loading the user validates the answer with zod; visitors without a token never need
// it, so the landing page does not download it for them.
const CurrentUserLoader = lazy(() => import('./current-user-loader'));

/** Wraps every route: loads the current user once at start and restores scroll positions. */
export function RootLayout() {
  const token = useSelector(selectToken);
  const { pathname } = useLocation();
  // Every screen but the landing page may raise toasts; only then is their code loaded.
  useEffect(() => {
    if (pathname !== '/') enableToasts();
  }, [pathname]);
  return (
    <NavigationFromRouter>
      {token ? (
        <Suspense fallback={null}>
          <CurrentUserLoader />
        </Suspense>
      ) : null}
      <ScrollRestoration />
      <Outlet />
    </NavigationFromRouter>
  );
}
