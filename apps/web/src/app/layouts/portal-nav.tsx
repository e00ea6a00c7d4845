import {
  BookText,
  CalendarCheck,
  CalendarDays,
  Clock,
  LayoutDashboard,
  LifeBuoy,
  ListOrdered,
  Star,
  UserRound,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';

type PortalLinkLabel =
  | 'dashboard'
  | 'appointments'
  | 'ledger'
  | 'payments'
  | 'calendar'
  | 'schedule'
  | 'myPatients'
  | 'profile'
  | 'myRatings'
  | 'waitlist'
  | 'help';

interface PortalLink {
  to: string;
  /** Its key in the `portal` catalogue's `nav.links`. */
  label: PortalLinkLabel;
  icon: LucideIcon;
  /** Detail pages that belong to this section and keep its link highlighted. */
  children?: readonly string[];
}

// Spec section 2, "Doctor portal layout", in its order.
export const PORTAL_LINKS: readonly PortalLink[] = [
  { to: '/dashboard', label: 'dashboard', icon: LayoutDashboard },
  {
    to: '/appointments',
    label: 'appointments',
    icon: CalendarCheck,
    children: ['/appointment-details'],
  },
  { to: '/ledger', label: 'ledger', icon: BookText, children: ['/ledger-details'] },
  // Not in the spec's sidebar, but /payments is a portal route (deviations: payouts).
  { to: '/payments', label: 'payments', icon: Wallet },
  { to: '/calendar', label: 'calendar', icon: CalendarDays },
  // Not in the spec's sidebar: the schedule editor and time off (issue 13).
  { to: '/schedule', label: 'schedule', icon: Clock },
  { to: '/my-patients', label: 'myPatients', icon: Users, children: ['/patient-details'] },
  { to: '/profile', label: 'profile', icon: UserRound },
  { to: '/my-ratings', label: 'myRatings', icon: Star },
  // Not in the spec's sidebar: patients waiting for a freed slot, by day (issue 13).
  { to: '/waitlist', label: 'waitlist', icon: ListOrdered },
  { to: '/help', label: 'help', icon: LifeBuoy },
];

const isUnder = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

export function isPortalLinkActive(link: PortalLink, pathname: string): boolean {
  return isUnder(pathname, link.to) || (link.children ?? []).some((c) => isUnder(pathname, c));
}

interface PortalNavProps {
  /** Live count of requests waiting for Accept or Reject, shown on Appointments. */
  pendingRequests?: number;
  onNavigate?: () => void;
}

/** Logo and section links; shared by the desktop sidebar and the mobile drawer. */
export function PortalNav({ pendingRequests = 0, onNavigate }: PortalNavProps) {
  const { t } = useTranslation('portal');
  const { pathname } = useLocation();
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center px-6">
        <Link to="/" onClick={onNavigate} className="rounded-md">
          <Logo />
        </Link>
      </div>
      <nav aria-label={t('nav.label')} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {PORTAL_LINKS.map((link) => {
            const active = isPortalLinkActive(link, pathname);
            const Icon = link.icon;
            const badge = link.to === '/appointments' && pendingRequests > 0 ? pendingRequests : 0;
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'group flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                    active
                      ? 'bg-brand-700 text-white shadow-sm'
                      : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800',
                  )}
                >
                  <Icon
                    aria-hidden="true"
                    className={cn(
                      'size-5 shrink-0',
                      active ? 'text-white' : 'text-slate-500 group-hover:text-brand-700',
                    )}
                  />
                  <span className="flex-1">{t(`nav.links.${link.label}`)}</span>
                  {badge > 0 ? (
                    <>
                      <span
                        aria-hidden="true"
                        className={cn(
                          'flex h-5 min-w-5 items-center justify-center rounded-full px-1.5 text-xs font-semibold',
                          active ? 'bg-white text-brand-800' : 'bg-red-600 text-white',
                        )}
                      >
                        {badge > 99 ? '99+' : badge}
                      </span>
                      <span className="sr-only">{t('nav.pendingRequests', { count: badge })}</span>
                    </>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
