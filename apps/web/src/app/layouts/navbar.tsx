import { LayoutDashboard, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { Logo } from '@/components/ui/logo';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useBrowserSession } from '@/lib/browser-session';
import { cn } from '@/lib/cn';
import { AppLink } from '@/lib/navigation';
import { clearToken } from '@/lib/token-storage';

/** The links, each named by its key in the `common` catalogue's `nav`. */
export const NAV_LINKS = [
  { to: '/', label: 'home' },
  { to: '/doctors', label: 'doctors' },
  { to: '/why-choose-us', label: 'whyChooseUs' },
  { to: '/news', label: 'news' },
  // Not in the spec's bar: where a patient finds their bookings (docs/spec-deviations.md).
  { to: '/my-appointments', label: 'myAppointments' },
] as const;

/**
 * Log out from the public pages: the token goes and the landing loads afresh, so
 * nothing of the session (cached answers, the store) outlives it in this tab.
 */
function logOut(): void {
  clearToken();
  window.location.assign('/');
}

const MOBILE_MENU_ID = 'mobile-navigation';
// Tailwind's lg breakpoint: from here the links sit in the bar and the menu is not needed.
const DESKTOP_QUERY = '(min-width: 64rem)';

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-2 py-2 text-sm font-medium transition-colors xl:px-3',
    isActive ? 'text-brand-800 bg-brand-50' : 'text-slate-700 hover:text-brand-800',
  );

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-lg px-4 py-3 text-base font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-50',
  );

export function Navbar() {
  const { t } = useTranslation();
  const session = useBrowserSession();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useBodyScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      // Focus was in the panel that is now hidden: back to the button that opens it.
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    // Growing the window to desktop width hides the toggle; do not leave scrolling locked.
    const desktop =
      typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : undefined;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    desktop?.addEventListener('change', onChange);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop?.removeEventListener('change', onChange);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <AppLink to="/" onClick={close} className="rounded-md">
            <Logo />
          </AppLink>

          {/* Each label on one line: flex items shrank first and broke 'Why Choose Us?'
              in two at 1024 px, where the links are a little narrower to fit (xl:px-3). */}
          <nav
            aria-label={t('nav.main')}
            className="hidden items-center gap-1 whitespace-nowrap lg:flex"
          >
            {NAV_LINKS.map((link) => (
              <AppLink key={link.to} to={link.to} end className={desktopLinkClass}>
                {t(`nav.${link.label}`)}
              </AppLink>
            ))}
          </nav>

          <div className="hidden items-center gap-2 whitespace-nowrap lg:flex">
            <LanguageSwitch />
            {session ? (
              <>
                <button
                  type="button"
                  onClick={logOut}
                  className={buttonStyles({ variant: 'ghost', size: 'sm' })}
                >
                  {t('nav.logOut')}
                </button>
                <AppLink to={session.home} className={buttonStyles({ size: 'sm' })}>
                  {t('nav.dashboard')}
                </AppLink>
              </>
            ) : (
              <>
                <AppLink to="/login" className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
                  {t('nav.logIn')}
                </AppLink>
                <AppLink to="/sign-up" className={buttonStyles({ size: 'sm' })}>
                  {t('nav.register')}
                </AppLink>
              </>
            )}
          </div>

          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={open}
            aria-controls={MOBILE_MENU_ID}
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </header>

      {/* Outside the header: a filter or transform on the header would make it the
          containing block of this fixed panel and squash the panel to its height. */}
      <nav
        id={MOBILE_MENU_ID}
        aria-label={t('nav.mainMobile')}
        hidden={!open}
        className="fixed inset-x-0 top-16 bottom-0 z-40 overflow-y-auto border-t border-slate-200 bg-white px-4 pt-4 pb-8 lg:hidden"
      >
        <ul className="space-y-1">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <AppLink to={link.to} end className={mobileLinkClass} onClick={close}>
                {t(`nav.${link.label}`)}
              </AppLink>
            </li>
          ))}
        </ul>
        <div className="mt-6 grid gap-3 border-t border-slate-200 pt-6 sm:grid-cols-2">
          {session ? (
            <>
              <AppLink to={session.home} onClick={close} className={buttonStyles({ size: 'lg' })}>
                <LayoutDashboard aria-hidden="true" className="size-5" />
                {t('nav.dashboard')}
              </AppLink>
              <button
                type="button"
                onClick={logOut}
                className={buttonStyles({ variant: 'secondary', size: 'lg' })}
              >
                <LogOut aria-hidden="true" className="size-5" />
                {t('nav.logOut')}
              </button>
            </>
          ) : (
            <>
              <AppLink
                to="/login"
                onClick={close}
                className={buttonStyles({ variant: 'secondary', size: 'lg' })}
              >
                {t('nav.logIn')}
              </AppLink>
              <AppLink to="/sign-up" onClick={close} className={buttonStyles({ size: 'lg' })}>
                {t('nav.register')}
              </AppLink>
            </>
          )}
        </div>
        <div className="mt-6 flex items-center justify-between gap-3 border-t border-slate-200 pt-6">
          <span className="text-sm font-medium text-slate-700" aria-hidden="true">
            {t('language.label')}
          </span>
          <LanguageSwitch />
        </div>
      </nav>
    </>
  );
}
