import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { searchNavigationState, searchResultsHref } from '@/lib/search-link';
import { TOP_CITIES } from '../data/top-cities';

/** The largest cities, each a link to every doctor there. */
export function CityDirectory() {
  const { t } = useTranslation('search');
  return (
    <section aria-labelledby="cities-heading">
      <h2 id="cities-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('directory.citiesTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('directory.citiesText', { appName: env.appName })}
      </p>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {TOP_CITIES.map(({ city, state }) => {
          const location = `${city}, ${state}`;
          return (
            <li key={city}>
              <Link
                to={searchResultsHref({ location })}
                state={searchNavigationState({ location })}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 transition hover:border-brand-300 hover:shadow-md"
              >
                <MapPin aria-hidden="true" className="size-5 text-brand-700" />
                <span className="mt-3 font-semibold text-slate-900 group-hover:text-brand-800">
                  {city}
                </span>
                <span className="text-xs text-slate-600">{state}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
