import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * Said beside the booking buttons to a browser that runs no scripts (a <noscript>
 * element: a browser with JavaScript shows nothing, and React does not hydrate it).
 */
export function NeedsJavaScript({ className }: { className?: string }) {
  const { t } = useTranslation('search');
  return (
    <noscript>
      <p
        className={cn(
          'rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200',
          className,
        )}
      >
        {t('needsJavaScript')}
      </p>
    </noscript>
  );
}
