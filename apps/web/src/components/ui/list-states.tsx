import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { FormMessage } from './form-message';

/** A list that failed to load: the message and a "Try again" link-style button. */
export function ListLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3 p-4">
      <FormMessage message={message} />
      <button
        type="button"
        className="text-sm font-semibold text-brand-800 underline"
        onClick={onRetry}
      >
        {t('ui.tryAgain')}
      </button>
    </div>
  );
}

/** An empty list inside its card: an icon in a brand circle over one line of text. */
export function ListEmpty({
  icon: Icon,
  children,
  paddingY = 'py-16',
}: {
  icon: LucideIcon;
  children: ReactNode;
  /** Vertical padding class, e.g. 'py-16' (the default) or 'py-14'. */
  paddingY?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center px-6', paddingY, 'text-center')}>
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-4 max-w-md text-sm text-slate-600">{children}</p>
    </div>
  );
}
