import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** The wait while the booking is stored and, for pay-online, the advance is charged (about 2 s). */
export function BookingProgress({ payOnline }: { payOnline: boolean }) {
  const { t } = useTranslation('booking');
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <Spinner className="mt-0.5 size-5 text-amber-700" />
      <span>
        <span className="block font-semibold">
          {payOnline ? t('progress.payment') : t('progress.booking')}
        </span>
        {payOnline ? (
          <span className="flex items-center gap-1.5">
            <FlaskConical aria-hidden="true" className="size-3.5" />
            {t('progress.testMode')}
          </span>
        ) : null}
      </span>
    </div>
  );
}
