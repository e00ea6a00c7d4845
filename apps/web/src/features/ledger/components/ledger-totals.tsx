import { Hourglass, HandCoins, ReceiptText, Undo2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/billing-format';
import { cn } from '@/lib/cn';
import type { LedgerTotals as Totals } from '../api/get-ledger';

const CARDS: { key: keyof Totals; icon: LucideIcon; tone: string }[] = [
  { key: 'invoiced', icon: ReceiptText, tone: 'bg-brand-50 text-brand-800' },
  { key: 'paid', icon: HandCoins, tone: 'bg-green-50 text-green-800' },
  { key: 'refunded', icon: Undo2, tone: 'bg-blue-50 text-blue-800' },
  {
    key: 'outstanding',
    icon: Hourglass,
    tone: 'bg-amber-50 text-amber-800',
  },
];

interface LedgerTotalsProps {
  totals: Totals;
  currency: string;
  /** 'All time' or '01-03-2026 to 31-03-2026'. */
  rangeLabel: string;
  stale?: boolean;
}

/** Invoiced, paid net of refunds, refunded and outstanding over the filtered range (every page). */
export function LedgerTotals({ totals, currency, rangeLabel, stale = false }: LedgerTotalsProps) {
  const { t } = useTranslation('billing');
  const money = useMoney();
  // The API's paid counts an advance even after it was given back (a refunded
  // advance is an invoice of ₹0 of its own), so the card shows what the practice
  // kept: paid less refunded. Invoiced is then that plus Outstanding, as a doctor
  // reads the four cards, instead of Paid above Invoiced.
  const shown: Totals = { ...totals, paid: Math.max(totals.paid - totals.refunded, 0) };
  return (
    <section aria-labelledby="ledger-totals-heading" className="mb-6">
      <h2 id="ledger-totals-heading" className="sr-only">
        {t('ledger.totalsHeading', { range: rangeLabel })}
      </h2>
      <ul className={cn('grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4', stale && 'opacity-60')}>
        {CARDS.map(({ key, icon: Icon, tone }) => (
          <li
            key={key}
            aria-labelledby={`ledger-total-${key}`}
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
          >
            <div className="flex items-start justify-between gap-3">
              <p id={`ledger-total-${key}`} className="text-sm font-medium text-slate-600">
                {t(`ledger.totals.${key}`)}
              </p>
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-xl sm:size-10',
                  tone,
                )}
              >
                <Icon aria-hidden="true" className="size-4 sm:size-5" />
              </span>
            </div>
            <p className="mt-1 text-xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-2xl">
              {money(shown[key], currency)}
            </p>
            <p className="mt-1 text-xs text-slate-600">{rangeLabel}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
