import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HorizontalScroll } from '@/components/ui/horizontal-scroll';
import { toDayMonthYear, useMoney } from '@/lib/billing-format';
import { cn } from '@/lib/cn';
import type { LedgerDetails } from '../api/get-ledger-invoice';

/** The patient's invoices with this doctor, the one shown marked. */
export function LedgerHistory({ invoice }: { invoice: LedgerDetails }) {
  const { t } = useTranslation('billing');
  const format = useMoney();
  const money = (amount: number) => format(amount, invoice.currency);
  return (
    <section
      aria-labelledby="ledger-history-heading"
      className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="ledger-history-heading" className="px-5 pt-5 text-base font-semibold text-slate-900">
        {t('invoice.history')}
      </h2>
      {invoice.ledgerHistory.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-600">{t('empty.ledgerHistory')}</p>
      ) : (
        // Scrolls sideways on a phone, its treatments kept readable rather than squeezed.
        <HorizontalScroll labelledBy="ledger-history-heading" className="mt-3">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{t('invoice.history')}</caption>
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-2.5">
                  {t('invoice.historyColumns.invoiceId')}
                </th>
                <th scope="col" className="px-4 py-2.5">
                  {t('invoice.historyColumns.date')}
                </th>
                <th scope="col" className="px-4 py-2.5">
                  {t('invoice.historyColumns.treatment')}
                </th>
                <th scope="col" className="px-4 py-2.5 text-right">
                  {t('invoice.historyColumns.cost')}
                </th>
                <th scope="col" className="px-4 py-2.5 text-right">
                  {t('invoice.historyColumns.amount')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {invoice.ledgerHistory.map((item) => {
                const current = item.invoiceId === invoice.invoiceId;
                return (
                  <tr key={item.invoiceId} className={cn(current && 'bg-brand-50/60')}>
                    <td className="px-4 py-2.5 font-medium whitespace-nowrap">
                      {current ? (
                        <span aria-current="page" className="text-slate-900">
                          {item.invoiceId}
                        </span>
                      ) : (
                        <Link
                          to={`/ledger-details/${encodeURIComponent(item.invoiceId)}`}
                          className="text-brand-800 hover:underline"
                        >
                          {item.invoiceId}
                        </Link>
                      )}
                    </td>
                    <td className="px-4 py-2.5 whitespace-nowrap text-slate-700 tabular-nums">
                      {toDayMonthYear(item.date)}
                    </td>
                    <td className="px-4 py-2.5 text-slate-700">{item.treatment}</td>
                    <td className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums">
                      {money(item.cost)}
                    </td>
                    <td className="px-4 py-2.5 text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">
                      {money(item.amount)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </HorizontalScroll>
      )}
    </section>
  );
}
