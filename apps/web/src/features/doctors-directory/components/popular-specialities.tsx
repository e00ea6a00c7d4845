import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSpecialityName } from '@/hooks/use-speciality-name';
import { searchNavigationState, searchResultsHref } from '@/lib/search-link';
import { POPULAR_SPECIALITIES } from '../data/top-cities';

/** The most searched specialities, each a link to its search. */
export function PopularSpecialities() {
  const { t } = useTranslation('search');
  const speciality = useSpecialityName();
  return (
    <section aria-labelledby="popular-heading">
      <h2 id="popular-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('directory.popularTitle')}
      </h2>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {POPULAR_SPECIALITIES.map(({ name }) => {
          const shown = speciality(name);
          return (
            <li key={name}>
              <Link
                to={searchResultsHref({ treatment: name })}
                state={searchNavigationState({ treatment: name })}
                className="group flex h-full items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 transition hover:border-brand-300 hover:shadow-md"
              >
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-base font-bold text-brand-800"
                >
                  {shown[0]}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900 group-hover:text-brand-800">
                    {shown.replace('/', ' / ')}
                  </span>
                  <span className="mt-0.5 block text-sm leading-5 text-slate-600">
                    {t(`directory.popular.${name}`)}
                  </span>
                </span>
                <ArrowRight
                  aria-hidden="true"
                  className="mt-1 size-4 shrink-0 text-slate-400 group-hover:text-brand-700"
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
