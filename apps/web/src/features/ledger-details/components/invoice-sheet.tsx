import { useTranslation } from 'react-i18next';
import { MoneyStatusBadge } from '@/components/ui/money-status-badge';
import { toDayMonthYear, useMoney } from '@/lib/billing-format';
import { useAgeLabel } from '@/lib/portal-format';
import type { LedgerDetails } from '../api/get-ledger-invoice';
import { formatPhone } from './format-phone';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd
        className={
          strong
            ? 'text-lg font-bold text-slate-900 tabular-nums'
            : 'font-medium text-slate-900 tabular-nums'
        }
      >
        {value}
      </dd>
    </div>
  );
}

/** The invoice itself: what Print puts on paper (spec section 3's ledger invoice fields). */
export function InvoiceSheet({ invoice }: { invoice: LedgerDetails }) {
  const { t } = useTranslation('billing');
  const format = useMoney();
  const age = useAgeLabel();
  const money = (amount: number) => format(amount, invoice.currency);
  return (
    <article
      aria-labelledby="invoice-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 print:p-0 print:shadow-none print:ring-0"
    >
      <div className="flex flex-col gap-4 border-b border-slate-200 pb-5 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {t('invoice.invoice')}
          </p>
          <h2 id="invoice-heading" className="mt-1 text-2xl font-bold text-slate-900">
            {invoice.invoiceId}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t('invoice.srNo')}{' '}
            <span className="font-semibold text-slate-900">{invoice.currentInvoiceSrNo}</span>
          </p>
        </div>
        <div className="text-sm sm:text-right">
          <MoneyStatusBadge status={invoice.status} />
          <dl className="mt-2 space-y-1">
            <div>
              <dt className="inline text-slate-600">{t('invoice.date')}</dt>
              <dd className="inline font-medium text-slate-900 tabular-nums">
                {toDayMonthYear(invoice.date)}
              </dd>
            </div>
            <div>
              <dt className="inline text-slate-600">{t('invoice.currency')}</dt>
              <dd className="inline font-medium text-slate-900">{invoice.currency}</dd>
            </div>
          </dl>
        </div>
      </div>

      <section aria-labelledby="bill-to-heading" className="grid gap-4 py-5 text-sm sm:grid-cols-2">
        <div>
          <h3
            id="bill-to-heading"
            className="text-xs font-semibold tracking-wide text-slate-600 uppercase"
          >
            {t('invoice.billedTo')}
          </h3>
          <p className="mt-1 text-base font-semibold text-slate-900">{invoice.patient}</p>
          <p className="text-slate-700">
            {[invoice.phone ? formatPhone(invoice.phone) : null, invoice.age && age(invoice.age)]
              .filter(Boolean)
              .join(' · ') || '—'}
          </p>
        </div>
        <div className="sm:text-right">
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('invoice.paymentReference')}
          </h3>
          <p className="mt-1 font-medium break-all text-slate-900">
            {invoice.paymentReference ?? '—'}
          </p>
        </div>
      </section>

      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('invoice.lineItems')}</caption>
        <thead className="border-y border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase print:bg-transparent">
          <tr>
            <th scope="col" className="px-3 py-2.5">
              {t('invoice.treatment')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {t('invoice.cost')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-100">
            <td className="px-3 py-3 text-slate-900">{invoice.treatment}</td>
            <td className="px-3 py-3 text-right font-medium text-slate-900 tabular-nums">
              {money(invoice.cost)}
            </td>
          </tr>
        </tbody>
      </table>

      <dl className="mt-4 ml-auto max-w-sm divide-y divide-slate-100 text-sm">
        <Row label={t('invoice.discount')} value={`- ${money(invoice.discount)}`} />
        <Row label={t('invoice.tax')} value={money(invoice.tax)} />
        <Row label={t('invoice.amount')} value={money(invoice.amount)} strong />
        <Row label={t('invoice.paid')} value={money(invoice.paid)} />
        {invoice.refunded > 0 ? (
          <Row label={t('invoice.refunded')} value={money(invoice.refunded)} />
        ) : null}
        <Row label={t('invoice.balance')} value={money(invoice.balance)} strong />
      </dl>
    </article>
  );
}
