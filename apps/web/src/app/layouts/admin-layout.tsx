import { LifeBuoy, LogOut, ShieldCheck, UserCheck } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';
import { PageLoader } from '@/components/ui/page-loader';
import { SkipLink } from '@/components/ui/skip-link';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { cn } from '@/lib/cn';

const NAV = [
  { to: '/admin', label: 'doctors', icon: UserCheck },
  { to: '/admin/tickets', label: 'tickets', icon: LifeBuoy },
] as const;

/** Doctors is current anywhere in the admin area but under Tickets. */
const isCurrent = (to: string, path: string) =>
  to === '/admin/tickets' ? path.startsWith('/admin/tickets') : !path.startsWith('/admin/tickets');

/** The admin area's frame: logo, an 'Admin' mark, who is signed in, and Logout. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { user } = useCurrentUser();
  const logout = useLogout();
  const location = useLocation();

  return (
    <div className="min-h-dvh bg-slate-50">
      <SkipLink />
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
          <Link to="/admin" className="rounded-md">
            <Logo />
          </Link>
          {/* On a 360 px phone the shield alone fits beside the links and Logout. */}
          <span className="inline-flex items-center gap-1 rounded-full bg-slate-900 px-2 py-1 text-xs font-semibold text-white sm:px-2.5">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            <span className="sr-only sm:not-sr-only">{t('layout.admin')}</span>
          </span>
          <nav aria-label={t('layout.nav')} className="flex items-center gap-1 sm:ml-2">
            {NAV.map(({ to, label, icon: Icon }) => (
              <Link
                key={to}
                to={to}
                aria-current={isCurrent(to, location.pathname) ? 'page' : undefined}
                className={cn(
                  'inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold sm:px-3',
                  isCurrent(to, location.pathname)
                    ? 'bg-brand-50 text-brand-800'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                <span className="sr-only sm:not-sr-only">{t(`layout.${label}`)}</span>
              </Link>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-3">
            {user?.name ? (
              <span className="hidden max-w-[14rem] truncate text-sm font-medium text-slate-700 md:inline">
                {user.name}
              </span>
            ) : null}
            <button
              type="button"
              onClick={() => void logout()}
              className="inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 hover:text-slate-900"
            >
              <LogOut aria-hidden="true" className="size-4" />
              {/* On a phone the icon alone fits beside the area's links. */}
              <span className="sr-only sm:not-sr-only">{t('layout.logout')}</span>
            </button>
          </div>
        </div>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto max-w-7xl px-4 py-6 focus:outline-none sm:px-6 sm:py-8 lg:px-8"
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

export default AdminLayout;
