import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceAmounts } from '@clinic/shared/ledger';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
import { useFormat } from '@/lib/i18n/format';
import { formatAmount } from '../utils/format';

/** What the doctor types, as text; empty means "the default". */
export interface ChargesDraft {
  cost: string;
  discount: string;
  taxPercent: string;
  paidAtClinic: string;
}

export type ChargesErrors = Partial<Record<keyof ChargesDraft, string>>;

const toPaise = (rupees: string) => Math.round(Number(rupees) * 100);

/**
 * The invoice's figures as they will be saved: amount = cost - discount + tax,
 * tax on (cost - discount); the advance paid online is credited, and what is
 * received now defaults to the rest. An empty tax rate uses the practice's.
 */
export function previewCharges(draft: ChargesDraft, advance: number) {
  const cost = toPaise(draft.cost || '0');
  const discount = toPaise(draft.discount || '0');
  const rate = draft.taxPercent === '' ? null : Number(draft.taxPercent);
  const { taxPaise, amountPaise } = invoiceAmounts(cost, discount, rate ?? 0);
  const advancePaise = Math.round(advance * 100);
  const due = Math.max(0, amountPaise - advancePaise);
  const received = draft.paidAtClinic === '' ? due : toPaise(draft.paidAtClinic);
  return {
    rate,
    tax: taxPaise / 100,
    total: amountPaise / 100,
    advance,
    balance: Math.max(0, due - received) / 100,
  };
}

/** Each field, its label the key of the same name in `details.invoice`, its hint by key. */
const FIELDS: { key: keyof ChargesDraft; hint?: 'taxHint' | 'paidHint'; step: string }[] = [
  { key: 'cost', step: '0.01' },
  { key: 'discount', step: '0.01' },
  { key: 'taxPercent', hint: 'taxHint', step: '0.01' },
  { key: 'paidAtClinic', hint: 'paidHint', step: '0.01' },
];

/** Cost, discount, GST and what is received now, with the total they make. */
export function InvoiceCharges({
  draft,
  errors,
  advance,
  disabled,
  onChange,
}: {
  draft: ChargesDraft;
  errors: ChargesErrors;
  advance: number;
  disabled: boolean;
  onChange: (draft: ChargesDraft) => void;
}) {
  const { t } = useTranslation('appointments');
  const f = useFormat();
  const amount = (value: number) => formatAmount(value, f.rupees);
  const id = useId();
  const preview = previewCharges(draft, advance);
  return (
    <fieldset disabled={disabled} className="grid gap-4">
      <legend className="mb-3 text-sm font-semibold text-slate-900">
        {t('details.invoice.legend')}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(({ key, hint, step }) => {
          const error = errors[key];
          return (
            <div key={key}>
              <label htmlFor={`${id}-${key}`} className={labelStyles}>
                {t(`details.invoice.${key}`)}
              </label>
              <input
                id={`${id}-${key}`}
                type="number"
                inputMode="decimal"
                min="0"
                step={step}
                value={draft[key]}
                placeholder={hint ? t(`details.invoice.${hint}`) : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${key}-error` : undefined}
                onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
                className={inputStyles({ invalid: Boolean(error), className: 'mt-1.5' })}
              />
              {error ? (
                <p id={`${id}-${key}-error`} className="mt-1 text-xs text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <dl
        aria-live="polite"
        className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-4"
      >
        <div>
          <dt className="text-slate-600">
            {preview.rate === null
              ? t('details.invoice.gstPracticeRate')
              : t('details.invoice.gstRate', { rate: f.number(preview.rate) })}
          </dt>
          <dd className="font-medium text-slate-900">
            {preview.rate === null ? t('details.invoice.atSave') : amount(preview.tax)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('details.invoice.total')}</dt>
          <dd className="font-semibold text-slate-900">{amount(preview.total)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('details.invoice.advance')}</dt>
          <dd className="font-medium text-slate-900">{amount(preview.advance)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('details.invoice.balance')}</dt>
          <dd className="font-medium text-slate-900">{amount(preview.balance)}</dd>
        </div>
      </dl>
    </fieldset>
  );
}
