import { ArrowDownLeft, ArrowUpRight, Wallet } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { isRealDate } from '@clinic/shared/dates';
import { HorizontalScroll } from '@/components/ui/horizontal-scroll';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
import { MoneyStatusBadge } from '@/components/ui/money-status-badge';
import { ListEmpty, ListLoadError } from '@/components/ui/list-states';
import { PageLoader } from '@/components/ui/page-loader';
import { Pagination } from '@/components/ui/pagination';
import { useMediaQuery } from '@/hooks/use-media-query';
import { getApiErrorMessage } from '@/lib/api-client';
import { toDayMonthYear, useMoney } from '@/lib/billing-format';
import { cn } from '@/lib/cn';
import { PAYMENTS_PAGE_SIZE, useListPaymentsQuery, type PaymentRow } from '../api/list-payments';

/** The range and page in the URL: from and to bound the date independently. */
function readPaymentFilters(params: URLSearchParams) {
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return isRealDate(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    from: date('from'),
    to: date('to'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function KindLabel({ row }: { row: PaymentRow }) {
  const { t } = useTranslation('billing');
  const refund = row.kind === 'refund';
  const Icon = refund ? ArrowUpRight : ArrowDownLeft;
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <Icon
        aria-hidden="true"
        className={cn('size-4', refund ? 'text-blue-700' : 'text-green-700')}
      />
      {refund ? t('payments.refund') : t('payments.advance')}
    </span>
  );
}

/** The table's column keys (billing:payments.columns.*). */
const COLUMNS = [
  'date',
  'appointment',
  'patient',
  'type',
  'amount',
  'status',
  'reference',
] as const;

/** Advances received and refunds given, with status and the gateway's reference. */
export function PaymentsList() {
  const id = useId();
  const { t } = useTranslation('billing');
  const money = useMoney();
  const signed = (row: PaymentRow) =>
    `${row.kind === 'refund' ? '- ' : ''}${money(row.amount, 'INR')}`;
  const [params, setParams] = useSearchParams();
  const filters = readPaymentFilters(params);
  const wide = useMediaQuery('(min-width: 768px)', true);
  const { data, isLoading, isFetching, error, refetch } = useListPaymentsQuery({
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    page: filters.page,
    pageSize: PAYMENTS_PAGE_SIZE,
  });

  const update = (change: Partial<typeof filters>) =>
    setParams(
      (previous) => {
        const next = { ...readPaymentFilters(previous), ...change };
        if (!('page' in change)) next.page = 1;
        const out = new URLSearchParams();
        if (next.from) out.set('from', next.from);
        if (next.to) out.set('to', next.to);
        if (next.page > 1) out.set('page', String(next.page));
        return out;
      },
      { replace: true },
    );

  return (
    <section
      aria-labelledby="payments-heading"
      className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="payments-heading" className="text-lg font-semibold text-slate-900">
            {t('payments.heading')}
          </h2>
          <p className="text-sm text-slate-600">{t('payments.subtitle')}</p>
        </div>
        {/* Two equal columns on a phone: a date input is wider than half of 360 px otherwise. */}
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <div className="min-w-0">
            <label htmlFor={`${id}-from`} className={labelStyles}>
              {t('payments.from')}
            </label>
            <input
              id={`${id}-from`}
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => update({ from: event.target.value })}
              className={inputStyles({ className: 'mt-1 h-11 w-full min-w-0 py-0 sm:w-40' })}
            />
          </div>
          <div className="min-w-0">
            <label htmlFor={`${id}-to`} className={labelStyles}>
              {t('payments.to')}
            </label>
            <input
              id={`${id}-to`}
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => update({ to: event.target.value })}
              className={inputStyles({ className: 'mt-1 h-11 w-full min-w-0 py-0 sm:w-40' })}
            />
          </div>
        </div>
      </div>

      {isLoading ? (
        <PageLoader label={t('payments.loading')} />
      ) : error ? (
        <ListLoadError
          message={getApiErrorMessage(error, t('fallbacks.payments'))}
          onRetry={() => void refetch()}
        />
      ) : data && data.payments.length > 0 ? (
        <>
          {wide ? (
            <HorizontalScroll>
              <table
                className={cn('w-full min-w-[52rem] text-left text-sm', isFetching && 'opacity-60')}
              >
                <caption className="sr-only">{t('payments.caption')}</caption>
                <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <tr>
                    {COLUMNS.map((column) => (
                      <th
                        key={column}
                        scope="col"
                        className={cn(
                          'px-4 py-3 whitespace-nowrap',
                          column === 'amount' && 'text-right',
                        )}
                      >
                        {t(`payments.columns.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.payments.map((row) => (
                    <tr key={row.id} className="hover:bg-slate-50/70">
                      <td className="px-4 py-3 whitespace-nowrap text-slate-700 tabular-nums">
                        {toDayMonthYear(row.date)}
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap">
                        <Link
                          to={`/appointment-details/${row.appointmentId}`}
                          className="font-medium text-brand-800 hover:underline"
                        >
                          {row.publicId}
                        </Link>
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap text-slate-900">{row.patient}</td>
                      <td className="px-4 py-3 text-slate-700">
                        <KindLabel row={row} />
                      </td>
                      <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                        {signed(row)}
                      </td>
                      <td className="px-4 py-3">
                        <MoneyStatusBadge status={row.status} />
                      </td>
                      <td className="px-4 py-3 font-mono text-xs break-all text-slate-700">
                        {row.reference ?? '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </HorizontalScroll>
          ) : (
            <ul
              aria-label={t('payments.caption')}
              className={cn('space-y-3 p-4', isFetching && 'opacity-60')}
            >
              {data.payments.map((row) => (
                <li key={row.id} className="rounded-xl p-4 ring-1 ring-slate-200">
                  <p className="flex items-center justify-between gap-2">
                    <span className="truncate font-semibold text-slate-900">{row.patient}</span>
                    <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                      {signed(row)}
                    </span>
                  </p>
                  <p className="mt-1 flex items-center justify-between gap-2 text-sm text-slate-700">
                    <KindLabel row={row} />
                    <MoneyStatusBadge status={row.status} />
                  </p>
                  <p className="mt-2 text-xs text-slate-600">
                    <Link
                      to={`/appointment-details/${row.appointmentId}`}
                      className="font-medium text-brand-800"
                    >
                      {row.publicId}
                    </Link>{' '}
                    · <span className="tabular-nums">{toDayMonthYear(row.date)}</span>
                    {row.reference ? (
                      <span className="block break-all">
                        {t('payments.reference', { reference: row.reference })}
                      </span>
                    ) : null}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            className="border-t border-slate-200 px-4 py-3"
            label={t('payments.pages')}
            page={filters.page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={(page) => update({ page })}
          />
        </>
      ) : (
        <ListEmpty icon={Wallet} paddingY="py-14">
          {filters.from || filters.to ? t('empty.paymentsFiltered') : t('empty.payments')}
        </ListEmpty>
      )}
    </section>
  );
}
