import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { inputStyles } from '@/components/ui/input-styles';
import { MoneyStatusBadge } from '@/components/ui/money-status-badge';
import { toDayMonthYear, useMoney } from '@/lib/billing-format';
import { cn } from '@/lib/cn';
import {
  LEDGER_SORTS,
  type LedgerInvoice,
  type LedgerSort,
  type SortDirection,
} from '../api/get-ledger';

interface LedgerCardsProps {
  rows: LedgerInvoice[];
  sort: LedgerSort;
  dir: SortDirection;
  onSortChange: (sort: LedgerSort, dir: SortDirection) => void;
  stale?: boolean;
}

/** The invoices on a phone: one tappable card each, sorted with a menu. */
export function LedgerCards({ rows, sort, dir, onSortChange, stale = false }: LedgerCardsProps) {
  const { t } = useTranslation('billing');
  const money = useMoney();
  return (
    <div>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2 px-4 pt-4">
        <div>
          <label htmlFor="ledger-sort" className="text-sm font-medium text-slate-800">
            {t('ledger.sortBy')}
          </label>
          <select
            id="ledger-sort"
            value={sort}
            onChange={(event) => onSortChange(event.target.value as LedgerSort, dir)}
            className={inputStyles({ className: 'mt-1 h-11 py-0' })}
          >
            {LEDGER_SORTS.map((key) => (
              <option key={key} value={key}>
                {t(`ledger.columns.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="ledger-dir" className="sr-only">
            {t('ledger.order')}
          </label>
          <select
            id="ledger-dir"
            value={dir}
            onChange={(event) => onSortChange(sort, event.target.value as SortDirection)}
            className={inputStyles({ className: 'h-11 py-0' })}
          >
            <option value="asc">{t('ledger.ascending')}</option>
            <option value="desc">{t('ledger.descending')}</option>
          </select>
        </div>
      </div>
      <ul
        aria-label={t('ledger.transactions')}
        className={cn('space-y-3 p-4', stale && 'opacity-60')}
      >
        {rows.map((row) => (
          <li key={row.invoiceId}>
            <Link
              to={`/ledger-details/${encodeURIComponent(row.invoiceId)}`}
              className="flex items-center gap-3 rounded-xl p-4 ring-1 ring-slate-200 hover:bg-slate-50"
            >
              <div className="min-w-0 flex-1">
                <p className="flex items-center justify-between gap-2">
                  <span className="truncate font-semibold text-slate-900">{row.patient}</span>
                  <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                    {money(row.amount, row.currency)}
                  </span>
                </p>
                <p className="mt-0.5 truncate text-sm text-slate-700">{row.description || '—'}</p>
                <p className="mt-2 flex items-center justify-between gap-2 text-xs text-slate-600">
                  <span className="whitespace-nowrap tabular-nums">
                    {row.invoiceId} · {toDayMonthYear(row.date)}
                  </span>
                  {row.status ? <MoneyStatusBadge status={row.status} /> : null}
                </p>
              </div>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
              <span className="sr-only">
                {t('ledger.viewInvoice', { invoiceId: row.invoiceId })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
