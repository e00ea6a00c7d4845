import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** Placeholder while a route's code or data loads; announced politely to screen readers. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[40vh] w-full items-center justify-center p-8">
      <Spinner className="size-8" />
      <span className="sr-only">{label ?? t('loadingPage')}</span>
    </div>
  );
}
