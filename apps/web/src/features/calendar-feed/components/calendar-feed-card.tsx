import { CalendarSync, Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { getApiErrorMessage } from '@/lib/api-client';
import {
  useGetCalendarFeedQuery,
  useRegenerateCalendarFeedMutation,
} from '../api/calendar-feed-api';

/** My Profile: the private calendar feed URL, with copy and regenerate. */
export function CalendarFeedCard() {
  const { t } = useTranslation('portal');
  const errorMessage = useApiErrorMessage();
  const id = useId();
  const feed = useGetCalendarFeedQuery();
  const [regenerate, regenerating] = useRegenerateCalendarFeedMutation();
  const [confirming, setConfirming] = useState(false);
  const url = feed.data?.calendarFeedUrl;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('calendarFeed.copied'));
    } catch {
      toast.error(t('calendarFeed.copyFailed'));
    }
  };

  const confirmRegenerate = async () => {
    setConfirming(false);
    try {
      await regenerate().unwrap();
      toast.success(t('calendarFeed.regenerated'));
    } catch (error) {
      toast.error(errorMessage(error, t('calendarFeed.regenerateFailed')));
    }
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2
        id={`${id}-heading`}
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <CalendarSync aria-hidden="true" className="size-5 text-brand-700" />
        {t('calendarFeed.heading')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm leading-6 text-slate-600">
        {t('calendarFeed.description')}
      </p>
      {feed.isLoading ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> {t('calendarFeed.heading')}…
        </p>
      ) : url ? (
        <>
          <label htmlFor={`${id}-url`} className="mt-4 block text-sm font-medium text-slate-900">
            {t('calendarFeed.urlLabel')}
          </label>
          <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
            <input
              id={`${id}-url`}
              type="text"
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800 sm:text-sm"
            />
            <button
              type="button"
              onClick={() => void copy()}
              className={buttonStyles({ variant: 'secondary' })}
            >
              <Copy aria-hidden="true" className="size-4" />
              {t('calendarFeed.copy')}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              disabled={regenerating.isLoading}
              className={buttonStyles({ variant: 'secondary' })}
            >
              <RefreshCw
                aria-hidden="true"
                className={regenerating.isLoading ? 'size-4 animate-spin' : 'size-4'}
              />
              {t('calendarFeed.regenerate')}
            </button>
          </div>
          <p className="mt-2 text-xs leading-5 text-slate-600">{t('calendarFeed.howTo')}</p>
        </>
      ) : (
        <div className="mt-4">
          <FormMessage message={getApiErrorMessage(feed.error, t('calendarFeed.loadFailed'))} />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('calendarFeed.regenerateTitle')}
        confirmLabel={t('calendarFeed.regenerateConfirm')}
        onConfirm={() => void confirmRegenerate()}
        onCancel={() => setConfirming(false)}
        destructive
      >
        {t('calendarFeed.regenerateBody')}
      </ConfirmDialog>
    </section>
  );
}
