import { Eye } from 'lucide-react';
import { HorizontalScroll } from '@/components/ui/horizontal-scroll';
import { SortIcon } from '@/components/ui/sort-icon';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MoneyStatusBadge } from '@/components/ui/money-status-badge';
import { toDayMonthYear, useMoney } from '@/lib/billing-format';
import { cn } from '@/lib/cn';
import {
  LEDGER_SORTS,
  type LedgerInvoice,
  type LedgerSort,
  type SortDirection,
} from '../api/get-ledger';

interface LedgerTableProps {
  rows: LedgerInvoice[];
  sort: LedgerSort;
  dir: SortDirection;
  onSort: (column: LedgerSort) => void;
  stale?: boolean;
}

/** The spec's Transactions table; every column but Actions sorts on the server. */
export function LedgerTable({ rows, sort, dir, onSort, stale = false }: LedgerTableProps) {
  const { t } = useTranslation('billing');
  const money = useMoney();
  return (
    <HorizontalScroll>
      <table className={cn('w-full min-w-[48rem] text-left text-sm', stale && 'opacity-60')}>
        <caption className="sr-only">{t('ledger.transactions')}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {LEDGER_SORTS.map((key) => {
              const active = sort === key;
              return (
                <th
                  key={key}
                  scope="col"
                  aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={cn('px-4 py-3 whitespace-nowrap', key === 'amount' && 'text-right')}
                >
                  <button
                    type="button"
                    onClick={() => onSort(key)}
                    className="-mx-1.5 inline-flex items-center gap-1.5 rounded px-1.5 py-1 uppercase hover:bg-slate-200/60 hover:text-slate-900"
                  >
                    {t(`ledger.columns.${key}`)}
                    <SortIcon active={active} dir={dir} />
                  </button>
                </th>
              );
            })}
            <th scope="col" className="px-4 py-3 text-right whitespace-nowrap">
              {t('ledger.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.invoiceId} className="hover:bg-slate-50/70">
              <td className="px-4 py-3 font-medium whitespace-nowrap text-slate-900">
                {row.invoiceId}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-900">{row.patient}</td>
              <td
                className="max-w-64 truncate px-4 py-3 text-slate-700"
                title={row.description ?? undefined}
              >
                {row.description || '—'}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700 tabular-nums">
                {toDayMonthYear(row.date)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <span className="flex items-center justify-end gap-2">
                  <span className="font-semibold text-slate-900 tabular-nums">
                    {money(row.amount, row.currency)}
                  </span>
                  {row.status ? <MoneyStatusBadge status={row.status} /> : null}
                </span>
              </td>
              <td className="px-4 py-3 text-right">
                <Link
                  to={`/ledger-details/${encodeURIComponent(row.invoiceId)}`}
                  aria-label={t('ledger.viewInvoice', { invoiceId: row.invoiceId })}
                  className="inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-brand-800 ring-1 ring-slate-200 hover:bg-brand-50"
                >
                  <Eye aria-hidden="true" className="size-4" />
                  {t('ledger.view')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}
