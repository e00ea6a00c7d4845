import { useTranslation } from 'react-i18next';
import { StarRating } from '@/components/ui/star-rating';
import type { RatingSummary as Summary } from '../api/get-reviews';

/** The average and how many reviews gave each number of stars, above the table. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation('ratings');
  const { average, count, distribution } = summary;
  return (
    <section
      aria-label={t('summary.label')}
      className="mb-6 grid gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[auto_1fr] sm:items-center sm:p-6"
    >
      <div className="flex flex-col items-center gap-1 sm:border-r sm:border-slate-200 sm:pr-8">
        <p className="text-sm font-medium text-slate-600">{t('summary.average')}</p>
        <p className="text-4xl font-bold text-slate-900 tabular-nums">{average.toFixed(1)}</p>
        <StarRating rating={average} size="md" />
        <p className="text-sm text-slate-600">{t('summary.reviews', { count })}</p>
      </div>
      <ul aria-label={t('summary.byStars')} className="space-y-2">
        {([5, 4, 3, 2, 1] as const).map((stars) => {
          const n = distribution[stars];
          const share = count === 0 ? 0 : Math.round((n / count) * 100);
          return (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="w-14 shrink-0 font-medium text-slate-700">
                {t('stars', { count: stars })}
              </span>
              <span
                aria-hidden="true"
                className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100"
              >
                <span
                  className="block h-full rounded-full bg-amber-400"
                  style={{ width: `${share}%` }}
                />
              </span>
              <span className="w-10 shrink-0 text-right text-slate-700 tabular-nums">{n}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
