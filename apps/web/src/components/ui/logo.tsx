import { env } from '@/config/env';
import { cn } from '@/lib/cn';

interface LogoProps {
  className?: string;
  /** Text colour for dark backgrounds. */
  tone?: 'dark' | 'light';
}

/** The brand mark and name; the name gives links around it their accessible name. */
export function Logo({ className, tone = 'dark' }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9 shrink-0">
        <rect width="32" height="32" rx="9" className="fill-brand-700" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      </svg>
      <span
        className={cn(
          'text-lg font-bold tracking-tight whitespace-nowrap',
          tone === 'dark' ? 'text-slate-900' : 'text-white',
        )}
      >
        {env.appName}
      </span>
    </span>
  );
}
