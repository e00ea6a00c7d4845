import { ArrowDownLeft, ArrowUpRight, Wallet } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BILLING_TEXTS } from '@clinic/shared/billing-texts';
import { isRealDate } from '@clinic/shared/dates';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
import { MoneyStatusBadge } from '@/components/ui/money-status-badge';
import { ListEmpty, ListLoadError } from '@/components/ui/list-states';
import { PageLoader } from '@/components/ui/page-loader';
import { Pagination } from '@/components/ui/pagination';
import { useMediaQuery } from '@/hooks/use-media-query';
import { getApiErrorMessage } from '@/lib/api-client';
import { formatMoney, toDayMonthYear } from '@/lib/billing-format';
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
  const refund = row.kind === 'refund';
  const Icon = refund ? ArrowUpRight : ArrowDownLeft;
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <Icon
        aria-hidden="true"
        className={cn('size-4', refund ? 'text-blue-700' : 'text-green-700')}
      />
      {refund ? 'Refund' : 'Advance'}
    </span>
  );
}

const signed = (row: PaymentRow) =>
  `${row.kind === 'refund' ? '- ' : ''}${formatMoney(row.amount, 'INR')}`;

/** Advances received and refunds given, with status and the gateway's reference. */
export function PaymentsList() {
  const id = useId();
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
            Received payments and refunds
          </h2>
          <p className="text-sm text-slate-600">Advances paid online, newest first.</p>
        </div>
        {/* Two equal columns on a phone: a date input is wider than half of 360 px otherwise. */}
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <div className="min-w-0">
            <label htmlFor={`${id}-from`} className={labelStyles}>
              From
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
              To
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
        <PageLoader label="Loading payments" />
      ) : error ? (
        <ListLoadError
          message={getApiErrorMessage(error, BILLING_TEXTS.fallbacks.payments)}
          onRetry={() => void refetch()}
        />
      ) : data && data.payments.length > 0 ? (
        <>
          {wide ? (
            <div className="overflow-x-auto">
              <table
                className={cn('w-full min-w-[52rem] text-left text-sm', isFetching && 'opacity-60')}
              >
                <caption className="sr-only">Payments</caption>
                <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <tr>
                    {[
                      'Date',
                      'Appointment',
                      'Patient',
                      'Type',
                      'Amount',
                      'Status',
                      'Reference',
                    ].map((label) => (
                      <th
                        key={label}
                        scope="col"
                        className={cn(
                          'px-4 py-3 whitespace-nowrap',
                          label === 'Amount' && 'text-right',
                        )}
                      >
                        {label}
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
            </div>
          ) : (
            <ul aria-label="Payments" className={cn('space-y-3 p-4', isFetching && 'opacity-60')}>
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
                      <span className="block break-all">Ref. {row.reference}</span>
                    ) : null}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            className="border-t border-slate-200 px-4 py-3"
            label="Payment pages"
            page={filters.page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={(page) => update({ page })}
          />
        </>
      ) : (
        <ListEmpty icon={Wallet} paddingY="py-14">
          {filters.from || filters.to
            ? BILLING_TEXTS.empty.paymentsFiltered
            : BILLING_TEXTS.empty.payments}
        </ListEmpty>
      )}
    </section>
  );
}
