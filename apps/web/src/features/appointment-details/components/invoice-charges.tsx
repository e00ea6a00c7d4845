import { useId } from 'react';
import { invoiceAmounts } from '@clinic/shared/ledger';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
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

const FIELDS: { key: keyof ChargesDraft; label: string; hint?: string; step: string }[] = [
  { key: 'cost', label: 'Cost (₹)', step: '0.01' },
  { key: 'discount', label: 'Discount (₹)', step: '0.01' },
  { key: 'taxPercent', label: 'GST (%)', hint: 'Empty: your practice rate', step: '0.01' },
  {
    key: 'paidAtClinic',
    label: 'Received now (₹)',
    hint: 'Empty: the amount due after the advance',
    step: '0.01',
  },
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
  const id = useId();
  const preview = previewCharges(draft, advance);
  return (
    <fieldset disabled={disabled} className="grid gap-4">
      <legend className="mb-3 text-sm font-semibold text-slate-900">Invoice</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(({ key, label, hint, step }) => {
          const error = errors[key];
          return (
            <div key={key}>
              <label htmlFor={`${id}-${key}`} className={labelStyles}>
                {label}
              </label>
              <input
                id={`${id}-${key}`}
                type="number"
                inputMode="decimal"
                min="0"
                step={step}
                value={draft[key]}
                placeholder={hint}
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
            GST{preview.rate === null ? ' (practice rate)' : ` (${preview.rate}%)`}
          </dt>
          <dd className="font-medium text-slate-900">
            {preview.rate === null ? 'at save' : formatAmount(preview.tax)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Total</dt>
          <dd className="font-semibold text-slate-900">{formatAmount(preview.total)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Advance paid online</dt>
          <dd className="font-medium text-slate-900">{formatAmount(preview.advance)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Balance left</dt>
          <dd className="font-medium text-slate-900">{formatAmount(preview.balance)}</dd>
        </div>
      </dl>
    </fieldset>
  );
}
