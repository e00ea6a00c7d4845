import { useMemo, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { NavigationContext, type Navigation } from '@/lib/navigation';

/** Inside the app, components that navigate through lib/navigation use the router. */
export function NavigationFromRouter({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigation = useMemo<Navigation>(
    () => ({
      pathname,
      navigate(to, options) {
        void navigate(to, options);
      },
    }),
    [navigate, pathname],
  );
  return <NavigationContext value={navigation}>{children ?? <Outlet />}</NavigationContext>;
}
