import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

interface SectionCardProps {
  title: string;
  description?: string;
  icon: LucideIcon;
  children: ReactNode;
  /** Content at the right of the heading (a status, a button). */
  aside?: ReactNode;
  className?: string;
}

/** One titled section of the profile page, a landmark named by its heading. */
export function SectionCard({
  title,
  description,
  icon: Icon,
  children,
  aside,
  className,
}: SectionCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              {title}
            </h2>
            {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
          </div>
        </div>
        {aside}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
