import { Download, ListFilter, Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { inputStyles } from '@/components/ui/input-styles';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toDayMonthYear } from '@/lib/billing-format';
import type { LedgerFilters } from '../hooks/use-ledger-filters';

/** How long typing must pause before the search goes to the server. */
export const LEDGER_SEARCH_DEBOUNCE_MS = 300;

interface LedgerToolbarProps {
  filters: LedgerFilters;
  onChange: (change: Partial<LedgerFilters>) => void;
  onOpenFilter: () => void;
  onExport: () => void;
  exporting: boolean;
}

/** 'Transactions' with the search box, the filter button (and its range) and Export CSV. */
export function LedgerToolbar({
  filters,
  onChange,
  onOpenFilter,
  onExport,
  exporting,
}: LedgerToolbarProps) {
  const { t } = useTranslation('billing');
  const [search, setSearch] = useState(filters.search);
  const debounced = useDebouncedValue(search, LEDGER_SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced.trim() !== filters.search.trim()) onChange({ search: debounced });
    // Only a newly typed value starts a search, not a change of the other filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const ranged = Boolean(filters.from && filters.to);

  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 p-4 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('ledger.transactions')}</h2>
        {ranged ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200">
            <span className="tabular-nums">
              {t('ledger.range', {
                from: toDayMonthYear(filters.from),
                to: toDayMonthYear(filters.to),
              })}
            </span>
            <button
              type="button"
              onClick={() => onChange({ from: '', to: '' })}
              aria-label={t('ledger.clearDateFilter')}
              className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative sm:w-72">
          <label htmlFor="ledger-search" className="sr-only">
            {t('ledger.searchInvoices')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id="ledger-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('ledger.searchInvoices')}
            className={inputStyles({ className: 'h-11 pl-10' })}
          />
        </div>
        <div className="flex gap-3">
          <button
            type="button"
            onClick={onOpenFilter}
            aria-haspopup="dialog"
            className={buttonStyles({ variant: 'secondary', className: 'flex-1 sm:flex-none' })}
          >
            <ListFilter aria-hidden="true" className="size-4" />
            {t('ledger.filter')}
            {ranged ? <span className="sr-only">{t('ledger.rangeApplied')}</span> : null}
          </button>
          <button
            type="button"
            onClick={onExport}
            disabled={exporting}
            className={buttonStyles({ className: 'flex-1 sm:flex-none' })}
          >
            {exporting ? (
              <Spinner className="size-4 text-white" />
            ) : (
              <Download aria-hidden="true" className="size-4" />
            )}
            {t('ledger.exportCsv')}
          </button>
        </div>
      </div>
    </div>
  );
}
