import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { Bell, Menu, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { SkipLink } from '@/components/ui/skip-link';
import {
  SUMMARY_POLL_MS,
  useGetPortalSummaryQuery,
} from '@/features/notifications/api/get-portal-summary';
import { NotificationsPanel } from './notifications-panel';
import { PortalNav } from './portal-nav';
import { UserMenu } from './user-menu';

/** 7 -> '7', 120 -> '99+': a badge stays one small circle. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900';

export function PortalLayout() {
  const { t } = useTranslation('portal');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  // The sidebar badge and the bell: live counts, refreshed every minute and on focus.
  const { data: summary } = useGetPortalSummaryQuery(undefined, {
    pollingInterval: SUMMARY_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  const pendingRequests = summary?.pendingRequests ?? 0;
  const unread = summary?.unreadNotifications ?? 0;

  return (
    <div className="min-h-dvh bg-slate-50 print:bg-white">
      <SkipLink />

      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-slate-200 bg-white lg:block print:hidden">
        <PortalNav pendingRequests={pendingRequests} />
      </aside>

      <Dialog
        open={drawerOpen}
        onClose={setDrawerOpen}
        aria-label={t('nav.drawer')}
        className="relative z-50 lg:hidden"
      >
        <DialogBackdrop
          transition
          className="fixed inset-0 bg-slate-900/40 transition-opacity duration-300 data-closed:opacity-0"
        />
        <div className="fixed inset-y-0 left-0 flex">
          <DialogPanel
            transition
            className="relative w-72 max-w-[85vw] bg-white shadow-xl transition-transform duration-300 ease-out data-closed:-translate-x-full"
          >
            <button
              type="button"
              className={`${iconButton} absolute top-3 right-3`}
              aria-label={t('nav.close')}
              onClick={() => setDrawerOpen(false)}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
            <PortalNav pendingRequests={pendingRequests} onNavigate={() => setDrawerOpen(false)} />
          </DialogPanel>
        </div>
      </Dialog>

      <div className="lg:pl-64 print:pl-0">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 lg:px-8 print:hidden">
          <button
            type="button"
            className={`${iconButton} lg:hidden`}
            aria-label={t('nav.open')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            <button
              type="button"
              className={`${iconButton} relative`}
              aria-label={
                unread > 0
                  ? t('notifications.bellUnread', { count: unread })
                  : t('notifications.bell')
              }
              aria-haspopup="dialog"
              aria-expanded={notificationsOpen}
              onClick={() => setNotificationsOpen(true)}
            >
              <Bell aria-hidden="true" className="size-5" />
              {unread > 0 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white ring-2 ring-white"
                >
                  {badgeText(unread)}
                </span>
              ) : null}
            </button>
            <span aria-hidden="true" className="h-6 w-px bg-slate-200" />
            <UserMenu />
          </div>
        </header>

        <main
          id="main-content"
          tabIndex={-1}
          className="px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8 print:p-0"
        >
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </div>

      <NotificationsPanel open={notificationsOpen} onClose={() => setNotificationsOpen(false)} />
    </div>
  );
}

export default PortalLayout;
