import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/ui/form-message';
import { PageLoader } from '@/components/ui/page-loader';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { useFormat } from '@/lib/i18n/format';
import { PORTAL_WAITLIST_FALLBACK_ERROR, useGetPortalWaitlistQuery } from '../api/waitlist-api';

/** The doctor's waitlist, one section per day from today, in the order patients joined. */
export function PortalWaitlistScreen() {
  const query = useGetPortalWaitlistQuery(undefined, { refetchOnMountOrArgChange: true });
  const { t } = useTranslation('portal');
  const f = useFormat();
  const errorMessage = useApiErrorMessage();
  if (query.isLoading) return <PageLoader />;
  if (query.isError || !query.data) {
    // The list's own fallback is translated by the one registry of fallbacks.
    return <FormMessage message={errorMessage(query.error, PORTAL_WAITLIST_FALLBACK_ERROR)} />;
  }
  const { days, timeZone } = query.data;
  if (days.length === 0) {
    return (
      <p className="rounded-xl bg-white px-4 py-8 text-center text-sm text-slate-600 ring-1 ring-slate-200">
        {t('waitlist.empty')}
      </p>
    );
  }
  return (
    <div className="space-y-6">
      {days.map((day) => (
        <section
          key={day.date}
          aria-labelledby={`waitlist-${day.date}`}
          className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id={`waitlist-${day.date}`} className="text-lg font-semibold text-slate-900">
            {f.date(day.date, 'longWithWeekday')}{' '}
            <span className="text-sm font-normal text-slate-600">
              {t('waitlist.waiting', {
                count: day.entries.filter((e) => e.status === 'waiting').length,
              })}
            </span>
          </h2>
          {day.entries.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t('waitlist.dayEmpty')}</p>
          ) : (
            <ol className="mt-3 divide-y divide-slate-100">
              {day.entries.map((e) => (
                <li
                  key={e.id}
                  className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div>
                    <p className="font-medium text-slate-900">
                      {e.position > 0 ? `${e.position}. ` : ''}
                      {e.name}
                    </p>
                    <p className="text-sm text-slate-600">+91 {e.mobile}</p>
                  </div>
                  <p className="text-sm text-slate-700">
                    {e.offer
                      ? t('waitlist.withOffer', {
                          status: t(`waitlist.status.${e.status}`),
                          time: f.instantTime(e.offer.startTime, timeZone),
                          until: f.instantTime(e.offer.holdExpiresAt, timeZone),
                        })
                      : t(`waitlist.status.${e.status}`)}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}
