import { CreditCard, FlaskConical, Wallet } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADVANCE_PERCENT } from '@clinic/shared/constants';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/i18n/format';

interface PaymentOptionsProps {
  register: UseFormRegisterReturn<'paymentOption'>;
  value: 'pay-online' | 'pay-later';
  /** Rupees. */
  fee: number;
  advance: number;
  /** A video consultation has no visit: the rest is paid later rather than at the clinic. */
  virtual?: boolean;
}

export const TEST_MODE_TEXT = 'Test mode: no real money is charged';

const cardClass = (checked: boolean) =>
  cn(
    'flex cursor-pointer gap-3 rounded-xl border bg-white p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
    checked ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-300 hover:border-slate-400',
  );

/**
 * Pay online (the advance, 30 percent of the fee, through the test-mode gateway) or
 * pay later at the clinic (the fee). Both amounts are real, not the spec's fixed ₹300.
 */
export function PaymentOptions({
  register,
  value,
  fee,
  advance,
  virtual = false,
}: PaymentOptionsProps) {
  const { t } = useTranslation('booking');
  const f = useFormat();
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">
        {t('confirmation.payment')}
      </legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <label className={cardClass(value === 'pay-online')}>
          <input
            type="radio"
            value="pay-online"
            {...register}
            className="mt-1 size-4 shrink-0 accent-brand-700"
          />
          <span className="min-w-0 flex-1">
            <span className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-2 font-semibold text-slate-900">
                <CreditCard aria-hidden="true" className="size-4 text-brand-700" />
                {t('confirmation.payOnline')}
              </span>
              <span className="font-bold text-slate-900">{f.rupees(advance)}</span>
            </span>
            <span className="mt-1 block text-sm text-slate-600">
              {t(virtual ? 'confirmation.advanceNowLater' : 'confirmation.advanceNowClinic', {
                percent: ADVANCE_PERCENT,
                rest: f.rupees(Math.max(fee - advance, 0)),
              })}
            </span>
            <span className="mt-2 flex items-center gap-1.5 text-xs font-semibold text-amber-800">
              <FlaskConical aria-hidden="true" className="size-3.5 shrink-0" />
              {t('progress.testMode')}
            </span>
          </span>
        </label>
        <label className={cardClass(value === 'pay-later')}>
          <input
            type="radio"
            value="pay-later"
            {...register}
            className="mt-1 size-4 shrink-0 accent-brand-700"
          />
          <span className="min-w-0 flex-1">
            <span className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-2 font-semibold text-slate-900">
                <Wallet aria-hidden="true" className="size-4 text-brand-700" />
                {t('texts.payLater')}
              </span>
              <span className="font-bold text-slate-900">{f.rupees(fee)}</span>
            </span>
            <span className="mt-1 block text-sm text-slate-600">
              {virtual ? t('confirmation.payLaterVirtual') : t('confirmation.payLaterClinic')}
            </span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
