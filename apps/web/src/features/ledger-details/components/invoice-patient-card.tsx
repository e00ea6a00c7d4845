import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { useAgeLabel, useDisplayDate } from '@/lib/portal-format';
import type { LedgerDetails } from '../api/get-ledger-invoice';
import { formatPhone } from './format-phone';

/** The patient beside the invoice: avatar, name, member since, phone and age. */
export function InvoicePatientCard({ invoice }: { invoice: LedgerDetails }) {
  const { t } = useTranslation('billing');
  const date = useDisplayDate();
  const age = useAgeLabel();
  return (
    <section
      aria-label={t('invoice.patient')}
      className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200"
    >
      <Avatar
        src={invoice.avatar}
        name={invoice.patient}
        className="mx-auto size-20 rounded-full text-2xl"
      />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{invoice.patient}</h2>
      <p className="text-sm text-slate-600">
        {t('invoice.memberSince', { date: date(invoice.memberSince) })}
      </p>
      <dl className="mt-4 grid grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] gap-3 text-left">
        <div className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200">
          <dt className="text-xs font-medium text-slate-600">{t('invoice.phone')}</dt>
          <dd className="mt-0.5 text-sm font-medium text-slate-900">
            {invoice.phone ? (
              <a
                href={`tel:${invoice.phone}`}
                className="inline-flex items-center gap-1 whitespace-nowrap hover:text-brand-800"
              >
                <Phone aria-hidden="true" className="size-3.5 shrink-0" />
                {formatPhone(invoice.phone)}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200">
          <dt className="text-xs font-medium text-slate-600">{t('invoice.age')}</dt>
          <dd className="mt-0.5 text-sm font-medium text-slate-900">{age(invoice.age)}</dd>
        </div>
      </dl>
    </section>
  );
}
