import { WAITLIST_MESSAGES, WAITLIST_STATUS_LABELS } from '@clinic/shared/waitlist';
import { FormMessage } from '@/components/ui/form-message';
import { PageLoader } from '@/components/ui/page-loader';
import { getApiErrorMessage } from '@/lib/api-client';
import { formatClinicTime, formatLongDate } from '@/lib/clinic-time';
import { useGetPortalWaitlistQuery } from '../api/waitlist-api';

/** The doctor's waitlist, one section per day from today, in the order patients joined. */
export function PortalWaitlistScreen() {
  const query = useGetPortalWaitlistQuery(undefined, { refetchOnMountOrArgChange: true });
  if (query.isLoading) return <PageLoader />;
  if (query.isError || !query.data)
    return <FormMessage message={getApiErrorMessage(query.error)} />;
  const { days, timeZone } = query.data;
  if (days.length === 0) {
    return (
      <p className="rounded-xl bg-white px-4 py-8 text-center text-sm text-slate-600 ring-1 ring-slate-200">
        Nobody is on your waitlist. When your days are full, patients can ask to be told when a slot
        frees.
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
            {formatLongDate(day.date)}{' '}
            <span className="text-sm font-normal text-slate-600">
              ({day.entries.filter((e) => e.status === 'waiting').length} waiting)
            </span>
          </h2>
          {day.entries.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{WAITLIST_MESSAGES.portalEmpty}</p>
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
                    {WAITLIST_STATUS_LABELS[e.status]}
                    {e.offer
                      ? `: ${formatClinicTime(e.offer.startTime, timeZone)}, held until ${formatClinicTime(e.offer.holdExpiresAt, timeZone)}`
                      : ''}
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
