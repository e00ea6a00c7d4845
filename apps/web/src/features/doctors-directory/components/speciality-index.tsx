import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useSpecialityName } from '@/hooks/use-speciality-name';
import { searchNavigationState, searchResultsHref } from '@/lib/search-link';

interface SpecialityIndexProps {
  names: readonly string[] | undefined;
  loading: boolean;
  /** The failure's text; the list could not be loaded. */
  error: string | null;
  onRetry: () => void;
}

/**
 * Every speciality A to Z, grouped by first letter, with a filter box. Each is named
 * in the page's language (in its alphabet's order when that is not English) and
 * found by that name or the English one; its link searches the English name.
 */
export function SpecialityIndex({ names, loading, error, onRetry }: SpecialityIndexProps) {
  const { t, i18n } = useTranslation(['search', 'common']);
  const speciality = useSpecialityName();
  const id = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const all = (names ?? []).map((name) => ({ name, label: speciality(name) }));
  if (i18n.language !== 'en') {
    const collator = new Intl.Collator(i18n.language);
    all.sort((a, b) => collator.compare(a.label, b.label));
  }
  const shown = all.filter(
    ({ name, label }) =>
      name.toLowerCase().includes(needle) || label.toLowerCase().includes(needle),
  );
  const groups = new Map<string, { name: string; label: string }[]>();
  for (const item of shown) {
    const letter = item.label[0]?.toUpperCase() ?? '#';
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }

  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
            {t('directory.allTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {names ? t('directory.allCount', { count: names.length }) : ' '}
          </p>
        </div>
        <div className="relative sm:w-72">
          <label htmlFor={`${id}-filter`} className="sr-only">
            {t('directory.filter')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={`${id}-filter`}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={t('directory.filter')}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
        </div>
      </div>

      <div className="mt-6">
        {loading ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-5" />
            {t('directory.loading')}
          </p>
        ) : error !== null ? (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800"
          >
            <span>
              {t('directory.failed')} {t('common:dropdown.error', { message: error })}
            </span>
            <button
              type="button"
              onClick={onRetry}
              className="rounded-lg bg-white px-3 py-1.5 font-semibold ring-1 ring-rose-300 hover:bg-rose-100"
            >
              {t('directory.tryAgain')}
            </button>
          </div>
        ) : shown.length === 0 ? (
          <p className="text-sm text-slate-600">{t('directory.none')}</p>
        ) : (
          <div className="columns-1 gap-8 sm:columns-2 lg:columns-4">
            {[...groups].map(([letter, list]) => (
              <div key={letter} className="mb-5 break-inside-avoid">
                <h3 className="text-sm font-bold text-brand-700">{letter}</h3>
                <ul className="mt-1.5 space-y-1">
                  {list.map(({ name, label }) => (
                    <li key={name}>
                      <Link
                        to={searchResultsHref({ treatment: name })}
                        state={searchNavigationState({ treatment: name })}
                        className="text-sm text-slate-700 hover:text-brand-800 hover:underline"
                      >
                        {label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
