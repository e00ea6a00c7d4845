import { ListFilter, Search, Users, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { inputStyles } from '@/components/ui/input-styles';
import { ListEmpty, ListLoadError } from '@/components/ui/list-states';
import { PageLoader } from '@/components/ui/page-loader';
import { Pagination } from '@/components/ui/pagination';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useMediaQuery } from '@/hooks/use-media-query';
import { getApiErrorMessage } from '@/lib/api-client';
import { toDayMonthYear } from '@/lib/billing-format';
import { useFormat } from '@/lib/i18n/format';
import { useGetPatientsQuery } from '../api/get-patients';
import { usePatientFilters } from '../hooks/use-patient-filters';
import { PatientsCards } from './patients-cards';
import { PatientsFilterDialog } from './patients-filter-dialog';
import { PatientsTable } from './patients-table';

/** How long typing must pause before the search goes to the server. */
export const PATIENT_SEARCH_DEBOUNCE_MS = 300;

/**
 * Total Patients: the unfiltered count of the doctor's patients, the same figure as the
 * dashboard's card (one row is asked for; only the total is read).
 */
function TotalPatientsCard() {
  const { t } = useTranslation('patients');
  const f = useFormat();
  const { data } = useGetPatientsQuery({ sort: 'name', dir: 'asc', page: 1, pageSize: 1 });
  return (
    <section
      aria-labelledby="total-patients-label"
      className="mb-6 flex max-w-xs items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
        <Users aria-hidden="true" className="size-5" />
      </span>
      <div>
        <h2 id="total-patients-label" className="text-sm font-medium text-slate-600">
          {t('list.total')}
        </h2>
        <p className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
          {data ? f.number(data.total) : '—'}
        </p>
      </div>
    </section>
  );
}

/** My Patients: the Total Patients card, then the searchable, sortable, filterable table. */
export function MyPatientsScreen() {
  const { t } = useTranslation('patients');
  const { filters, query, update, toggleSort } = usePatientFilters();
  const { data, isLoading, isFetching, error, refetch } = useGetPatientsQuery(query);
  const [filterOpen, setFilterOpen] = useState(false);
  const [search, setSearch] = useState(filters.search);
  const debounced = useDebouncedValue(search, PATIENT_SEARCH_DEBOUNCE_MS);
  const wide = useMediaQuery('(min-width: 768px)', true);

  useEffect(() => {
    if (debounced.trim() !== filters.search.trim()) update({ search: debounced });
    // Only a newly typed value starts a search, not a change of the other filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const ranged = Boolean(filters.from && filters.to);
  const hasFilters = ranged || Boolean(filters.search.trim());

  return (
    <>
      <TotalPatientsCard />
      <section
        aria-label={t('list.heading')}
        className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-lg font-semibold text-slate-900">{t('list.heading')}</h2>
            {ranged ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200">
                <span className="tabular-nums">
                  {t('list.lastVisitRange', {
                    from: toDayMonthYear(filters.from),
                    to: toDayMonthYear(filters.to),
                  })}
                </span>
                <button
                  type="button"
                  onClick={() => update({ from: '', to: '' })}
                  aria-label={t('list.clearFilter')}
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </span>
            ) : null}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <div className="relative sm:w-72">
              <label htmlFor="patients-search" className="sr-only">
                {t('list.search')}
              </label>
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
              />
              <input
                id="patients-search"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t('list.searchPlaceholder')}
                className={inputStyles({ className: 'h-11 pl-10' })}
              />
            </div>
            <button
              type="button"
              onClick={() => setFilterOpen(true)}
              aria-haspopup="dialog"
              className={buttonStyles({ variant: 'secondary' })}
            >
              <ListFilter aria-hidden="true" className="size-4" />
              {t('list.filter')}
              {ranged ? <span className="sr-only">{t('list.rangeApplied')}</span> : null}
            </button>
          </div>
        </div>
        {isLoading ? (
          <PageLoader label={t('list.loading')} />
        ) : error ? (
          <ListLoadError
            message={getApiErrorMessage(error, t('list.loadFailed'))}
            onRetry={() => void refetch()}
          />
        ) : data && data.patients.length > 0 ? (
          <>
            {wide ? (
              <PatientsTable
                rows={data.patients}
                sort={filters.sort}
                dir={filters.dir}
                onSort={toggleSort}
                stale={isFetching}
              />
            ) : (
              <PatientsCards
                rows={data.patients}
                sort={filters.sort}
                dir={filters.dir}
                onSortChange={(sort, dir) => update({ sort, dir })}
                stale={isFetching}
              />
            )}
            <Pagination
              className="border-t border-slate-200 px-4 py-3"
              label={t('list.pages')}
              page={filters.page}
              pageSize={data.pageSize}
              total={data.total}
              onPageChange={(page) => update({ page })}
            />
          </>
        ) : (
          <ListEmpty icon={Users}>
            {hasFilters ? t('list.emptyFiltered') : t('list.empty')}
          </ListEmpty>
        )}
      </section>
      <PatientsFilterDialog
        open={filterOpen}
        from={filters.from}
        to={filters.to}
        onApply={(range) => {
          update(range);
          setFilterOpen(false);
        }}
        onClose={() => setFilterOpen(false)}
      />
    </>
  );
}
