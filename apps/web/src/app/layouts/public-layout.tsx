import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { SkipLink } from '@/components/ui/skip-link';
import { Island } from '@/app/islands/island';
import { SiteFooter } from './site-footer';

/** Sticky navigation bar, the page, the footer. `children` replaces the route outlet. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Island name="navbar" props={{}} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
