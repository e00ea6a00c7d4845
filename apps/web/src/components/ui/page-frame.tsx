import type { ReactNode } from 'react';
import { env } from '@/config/env';
import { cn } from '@/lib/cn';

interface PageFrameProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
  /** 'public' centres the page in the site container; 'portal' fills the portal's content area. */
  variant?: 'public' | 'portal';
  /** Leaves the heading and actions off the printed page (a printable document below). */
  hideHeaderInPrint?: boolean;
}

/** A screen's heading, document title and body. */
export function PageFrame({
  title,
  description,
  actions,
  children,
  variant = 'portal',
  hideHeaderInPrint = false,
}: PageFrameProps) {
  return (
    <div
      className={cn(
        variant === 'public' && 'mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8',
      )}
    >
      <title>{`${title} | ${env.appName}`}</title>
      <div
        className={cn(
          'mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between',
          hideHeaderInPrint && 'print:hidden',
        )}
      >
        <div>
          <h1
            className={cn(
              'font-bold tracking-tight text-slate-900',
              variant === 'public' ? 'text-3xl sm:text-4xl' : 'text-2xl',
            )}
          >
            {title}
          </h1>
          {description ? (
            <p className="mt-2 max-w-2xl text-sm leading-6 text-slate-600 sm:text-base">
              {description}
            </p>
          ) : null}
        </div>
        {actions ? <div className="flex shrink-0 gap-3">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
