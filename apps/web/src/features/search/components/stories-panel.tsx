import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { StarRating } from '@/components/ui/star-rating';
import { getApiErrorMessage } from '@/lib/api-client';
import { toDayMonthYear } from '@/lib/billing-format';
import { STORIES_FALLBACK_ERROR, useGetDoctorStoriesQuery } from '../api/get-doctor-stories';

/** A doctor's latest patient stories under the search card, each with the doctor's reply. */
export function StoriesPanel({
  id,
  doctorId,
  doctorName,
}: {
  id: string;
  doctorId: string;
  doctorName: string;
}) {
  const { data, isLoading, error } = useGetDoctorStoriesQuery(doctorId);
  const { t } = useTranslation('search');
  // The call's own fallback is English: said in the language shown.
  const message = error ? getApiErrorMessage(error, STORIES_FALLBACK_ERROR) : '';
  return (
    <section
      id={id}
      aria-label={t('stories.label', { name: doctorName })}
      className="border-t border-slate-200 bg-slate-50/60 px-4 py-4 sm:px-6"
    >
      {isLoading ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> {t('stories.loading')}
        </p>
      ) : error ? (
        <FormMessage message={message === STORIES_FALLBACK_ERROR ? t('stories.failed') : message} />
      ) : data && data.stories.length > 0 ? (
        <ul className="space-y-4">
          {data.stories.map((s) => (
            <li key={s.id} className="rounded-xl bg-white p-4 text-sm ring-1 ring-slate-200">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">{s.name}</p>
                <span className="flex items-center gap-2 text-slate-600">
                  <StarRating rating={s.rating} />
                  <span className="tabular-nums">{toDayMonthYear(s.date)}</span>
                </span>
              </div>
              <p className="mt-2 leading-6 whitespace-pre-line text-slate-800">{s.story}</p>
              {s.reply ? (
                <div className="mt-3 rounded-lg border-l-4 border-brand-300 bg-brand-50/60 px-3 py-2">
                  <p className="text-xs font-semibold text-brand-900">
                    {t('stories.replyFrom', { name: doctorName })}
                  </p>
                  <p className="mt-0.5 leading-6 whitespace-pre-line text-slate-800">{s.reply}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('stories.none')}</p>
      )}
    </section>
  );
}
