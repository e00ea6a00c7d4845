import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { useCurrentUser } from '../hooks/use-current-user';

interface RequireAdminProps {
  /** Shown to everyone who is not a signed-in admin; the admin area stays unlisted. */
  fallback: ReactNode;
}

export function RequireAdmin({ fallback }: RequireAdminProps) {
  const { user, isLoading } = useCurrentUser();
  const { t } = useTranslation('admin');
  if (isLoading) return <PageLoader label={t('checkingAccess')} />;
  if (user?.role !== 'admin') return <>{fallback}</>;
  return <Outlet />;
}
