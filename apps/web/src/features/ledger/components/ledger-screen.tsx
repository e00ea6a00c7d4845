import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ListEmpty, ListLoadError } from '@/components/ui/list-states';
import { PageLoader } from '@/components/ui/page-loader';
import { Pagination } from '@/components/ui/pagination';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { getApiErrorMessage } from '@/lib/api-client';
import { toDayMonthYear } from '@/lib/billing-format';
import { saveDownloadedFile } from '@/lib/file-download';
import { useExportLedgerCsvMutation } from '../api/export-ledger-csv';
import { useGetLedgerQuery } from '../api/get-ledger';
import { useLedgerFilters } from '../hooks/use-ledger-filters';
import { LedgerCards } from './ledger-cards';
import { LedgerFilterDialog } from './ledger-filter-dialog';
import { LedgerTable } from './ledger-table';
import { LedgerToolbar } from './ledger-toolbar';
import { LedgerTotals } from './ledger-totals';

/** The Ledger: totals of the range, then the Transactions table with search, filter and export. */
export function LedgerScreen() {
  const { t } = useTranslation('billing');
  const errorMessage = useApiErrorMessage();
  const { filters, query, update, toggleSort } = useLedgerFilters();
  const { data, isLoading, isFetching, error, refetch } = useGetLedgerQuery(query);
  const [exportCsv, exportState] = useExportLedgerCsvMutation();
  const [filterOpen, setFilterOpen] = useState(false);
  // Six columns need a tablet at least; phones get one card per invoice.
  const wide = useMediaQuery('(min-width: 768px)', true);

  const ranged = Boolean(filters.from && filters.to);
  const hasFilters = ranged || Boolean(filters.search.trim());
  const rangeLabel = ranged
    ? t('ledger.range', { from: toDayMonthYear(filters.from), to: toDayMonthYear(filters.to) })
    : t('ledger.allTime');
  const currency = data?.invoices[0]?.currency ?? 'INR';

  const onExport = async () => {
    try {
      const { page: _page, pageSize: _size, ...filterQuery } = query;
      saveDownloadedFile(await exportCsv(filterQuery).unwrap());
      toast.success(t('toasts.exported'));
    } catch (err) {
      toast.error(errorMessage(err, t('fallbacks.exportCsv')));
    }
  };

  return (
    <>
      {data ? (
        <LedgerTotals
          totals={data.totals}
          currency={currency}
          rangeLabel={rangeLabel}
          stale={isFetching}
        />
      ) : null}
      <section
        aria-label={t('ledger.transactions')}
        className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <LedgerToolbar
          filters={filters}
          onChange={update}
          onOpenFilter={() => setFilterOpen(true)}
          onExport={() => void onExport()}
          exporting={exportState.isLoading}
        />
        {isLoading ? (
          <PageLoader label={t('ledger.loading')} />
        ) : error ? (
          <ListLoadError
            message={getApiErrorMessage(error, t('fallbacks.ledger'))}
            onRetry={() => void refetch()}
          />
        ) : data && data.invoices.length > 0 ? (
          <>
            {wide ? (
              <LedgerTable
                rows={data.invoices}
                sort={filters.sort}
                dir={filters.dir}
                onSort={toggleSort}
                stale={isFetching}
              />
            ) : (
              <LedgerCards
                rows={data.invoices}
                sort={filters.sort}
                dir={filters.dir}
                onSortChange={(sort, dir) => update({ sort, dir })}
                stale={isFetching}
              />
            )}
            <Pagination
              className="border-t border-slate-200 px-4 py-3"
              label={t('ledger.pages')}
              page={filters.page}
              pageSize={data.pageSize}
              total={data.total}
              onPageChange={(page) => update({ page })}
            />
          </>
        ) : (
          <ListEmpty icon={ReceiptText}>
            {hasFilters ? t('empty.ledgerFiltered') : t('empty.ledger')}
          </ListEmpty>
        )}
      </section>
      <LedgerFilterDialog
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
