import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { useCurrentUser } from '../hooks/use-current-user';

interface RequireAdminProps {
  /** Shown to everyone who is not a signed-in admin; the admin area stays unlisted. */
  fallback: ReactNode;
}

export function RequireAdmin({ fallback }: RequireAdminProps) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoader label="Checking your access" />;
  if (user?.role !== 'admin') return <>{fallback}</>;
  return <Outlet />;
}
