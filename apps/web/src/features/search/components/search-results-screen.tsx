import { CalendarCheck, Phone, ShieldCheck } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { DOCTOR_SEARCH_PAGE_SIZE } from '@clinic/shared/constants';
import { buttonStyles } from '@/components/ui/button-styles';
import { env } from '@/config/env';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useSpecialityName } from '@/hooks/use-speciality-name';
import { languageOf } from '@/lib/i18n';
import { BOOKING_START_PATH, type BookingDoctor, type BookingMode } from '@/lib/booking-link';
import { cityOfLocation } from '@/lib/search-link';
import { useSearchDoctorsInfiniteQuery } from '../api/search-doctors';
import { useSearchFilters } from '../hooks/use-search-filters';
import { toSearchDoctorsArg, type SearchFilters } from '../utils/search-filters';
import { searchPageMeta } from '../utils/search-meta';
import { DoctorResults } from './doctor-results';
import { DoctorSearchForm } from './doctor-search-form';
import { FilterBar } from './filter-bar';
import { ResultPages } from './result-pages';
import { Fold } from '@/app/ssr/fold';

function useHeading(filters: SearchFilters): string {
  const { t } = useTranslation('search');
  const speciality = useSpecialityName();
  const city = cityOfLocation(filters.location);
  const what = filters.treatment ? speciality(filters.treatment) : t('results.doctors');
  return city ? t('results.whatIn', { what, city }) : what;
}

const hasFilters = (filters: SearchFilters) =>
  Object.entries(filters).some(
    ([key, value]) => key !== 'location' && key !== 'treatment' && value !== undefined,
  );

/** /search-results: the search form, the filter bar and the doctors, page by page. */
export interface SearchResultsScreenProps {
  /** Lets each doctor card open the six-step booking dialog (composed by the route). */
  onQuickBook?: (doctor: BookingDoctor, mode: BookingMode) => void;
}

export function SearchResultsScreen({ onQuickBook }: SearchResultsScreenProps = {}) {
  const { t, i18n } = useTranslation('search');
  const navigate = useNavigate();
  const { filters, page, setFilters, patchFilters } = useSearchFilters();
  const arg = useMemo(() => toSearchDoctorsArg(filters, page), [filters, page]);
  const query = useSearchDoctorsInfiniteQuery(arg, { initialPageParam: page });

  // currentData belongs to this search only: a new search starts from an empty list.
  const pages = query.currentData?.pages ?? [];
  const doctors = pages.flatMap((one) => one.results);
  const total = pages[0]?.total;
  const heading = useHeading(filters);
  const speciality = useSpecialityName();
  const errorMessage = useApiErrorMessage();
  const error = query.isError ? errorMessage(query.error) : null;
  usePageMeta(searchPageMeta(filters, page, total, { t, language: languageOf(i18n), speciality }));

  // A new search takes focus to the results heading; the count follows in the live region
  // below. A search is a new history entry (the form here, a speciality link, another
  // page of results) or a page loaded by the landing page's search form, which carries
  // the terms in the entry's state. A changed filter replaces the entry and leaves focus
  // on the filter; an address opened as it is leaves the browser's focus alone.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigationType = useNavigationType();
  const { key, state } = useLocation();
  const shown = useRef(false);
  useEffect(() => {
    const arrival = !shown.current;
    shown.current = true;
    const searched = typeof state === 'object' && state !== null && 'treatment' in state;
    if (navigationType === 'PUSH' || (arrival && searched)) headingRef.current?.focus();
  }, [key, navigationType, state]);

  return (
    <>
      <div className="relative z-20 border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 lg:px-8">
          <DoctorSearchForm
            key={`${filters.location}|${filters.treatment}`}
            label={t('results.searchLabel')}
            require="either"
            initialLocation={filters.location}
            initialTreatment={filters.treatment}
            onSearch={(terms) => setFilters({ ...filters, ...terms }, { push: true })}
          />
        </div>
      </div>
      <FilterBar filters={filters} onChange={patchFilters} />

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:px-8">
        <section aria-labelledby="results-heading" className="min-w-0">
          <div className="mb-5">
            <h1
              ref={headingRef}
              id="results-heading"
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
            >
              {heading}
            </h1>
            <p role="status" className="mt-1 text-sm text-slate-600">
              {total === undefined ? t('results.finding') : t('results.count', { count: total })}
            </p>
          </div>
          {/* The first screen is the search and the heading; the cards follow with the whole stylesheet. */}
          <Fold />
          <DoctorResults
            doctors={doctors}
            loading={query.isLoading || (query.isFetching && !query.currentData)}
            loadingMore={query.isFetchingNextPage}
            hasMore={query.hasNextPage}
            error={error}
            onRetry={() => void (doctors.length > 0 ? query.fetchNextPage() : query.refetch())}
            onLoadMore={() => void query.fetchNextPage()}
            treatment={filters.treatment}
            mode={filters.mode ?? 'clinic'}
            onChooseSlot={(state) => navigate(BOOKING_START_PATH, { state })}
            onQuickBook={onQuickBook}
            emptyAction={
              hasFilters(filters) ? (
                <button
                  type="button"
                  onClick={() =>
                    setFilters({ location: filters.location, treatment: filters.treatment })
                  }
                  className={buttonStyles({ variant: 'secondary' })}
                >
                  {t('results.clearFilters')}
                </button>
              ) : null
            }
          />
          {total !== undefined ? (
            <ResultPages
              filters={filters}
              firstPage={page}
              lastPage={page + pages.length - 1}
              total={total}
              pageSize={pages[0]?.pageSize ?? DOCTOR_SEARCH_PAGE_SIZE}
            />
          ) : null}
        </section>

        <aside
          aria-label={t('results.helpLabel')}
          className="space-y-4 lg:sticky lg:top-24 lg:self-start"
        >
          <div className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 className="font-semibold text-slate-900">{t('results.stepsTitle')}</h2>
            <ol className="mt-3 space-y-3 text-sm text-slate-700">
              <li className="flex gap-3">
                <CalendarCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                {t('results.steps.slot')}
              </li>
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                {t('results.steps.code')}
              </li>
              <li className="flex gap-3">
                <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                {t('results.steps.pay')}
              </li>
            </ol>
          </div>
          <div className="rounded-2xl bg-brand-800 p-5 text-white">
            <h2 className="font-semibold">{t('results.helpTitle')}</h2>
            <p className="mt-1.5 text-sm leading-6 text-brand-50">{t('results.helpText')}</p>
            <a
              href={`tel:${env.contact.phone.replace(/\s/g, '')}`}
              className="mt-3 inline-flex items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-white"
            >
              <Phone aria-hidden="true" className="size-4" />
              {env.contact.phone}
            </a>
          </div>
        </aside>
      </div>
    </>
  );
}
