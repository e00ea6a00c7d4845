import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** Shown while a booking screen reads its data, or redirects for want of it. */
export function BookingLoading() {
  const { t } = useTranslation('booking');
  return (
    <div
      role="status"
      className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center"
    >
      <Spinner className="size-8" />
      <p className="text-lg font-semibold text-slate-900">{t('loading.title')}</p>
      <p className="text-sm text-slate-600">{t('loading.text')}</p>
    </div>
  );
}
