import { zodResolver } from '@hookform/resolvers/zod';
import { Banknote, CreditCard, Landmark, Layers, Save, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { BILLING_TEXTS } from '@clinic/shared/billing-texts';
import { PAYMENT_METHODS } from '@clinic/shared/constants';
import { paymentSettingsInputSchema } from '@clinic/shared/payments';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { getApiErrorMessage, type ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import type { PaymentSettings } from '../api/get-payment-settings';
import { useUpdatePaymentSettingsMutation } from '../api/update-payment-settings';

const METHOD_ICONS = {
  Cash: Banknote,
  'Credit/Debit Card': CreditCard,
  UPI: Smartphone,
  'Net Banking': Landmark,
  'All of the above': Layers,
} as const;

type Values = z.input<typeof paymentSettingsInputSchema>;
type Output = z.output<typeof paymentSettingsInputSchema>;
type FieldName = keyof Values;

const FIELDS: readonly FieldName[] = [
  'paymentMethod',
  'ifscCode',
  'accountHolderName',
  'accountNumber',
  'cashHandler',
];

function valuesOf(settings: PaymentSettings): Values {
  return {
    // The form needs a choice; a doctor who never chose starts from the widest one.
    paymentMethod: settings.paymentMethod ?? 'All of the above',
    ifscCode: settings.ifscCode ?? '',
    accountHolderName: settings.accountHolderName ?? '',
    // Write-only: blank keeps the stored number.
    accountNumber: '',
    cashHandler: settings.cashHandler ?? '',
  };
}

/**
 * How patients pay the clinic and where payouts go (spec section 3's options, IFSC
 * checked by its format), saved with PUT /payments/settings. The account number is
 * never sent back in full: it is shown masked and replaced by typing a new one.
 * The parent keys it by the stored settings, so a saved answer starts a fresh form.
 */
export function PayoutSettingsForm({ settings }: { settings: PaymentSettings }) {
  const [save] = useUpdatePaymentSettingsMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const initial = valuesOf(settings);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(paymentSettingsInputSchema),
    defaultValues: initial,
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values).unwrap();
      toast.success(BILLING_TEXTS.toasts.paymentSettingsSaved);
    } catch (error) {
      const apiError = error as Partial<ApiError>;
      const message = getApiErrorMessage(error, BILLING_TEXTS.fallbacks.savePaymentSettings);
      const field = FIELDS.find((name) => name === apiError.field);
      if (field) setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  return (
    <section
      aria-labelledby="payout-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="payout-heading" className="text-lg font-semibold text-slate-900">
        Payout preferences
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        How patients can pay at your clinic, and the bank account advances paid online are settled
        to.
      </p>
      <form noValidate onSubmit={submit} className="mt-5 space-y-6">
        <fieldset className="min-w-0">
          <legend className="text-sm font-medium text-slate-800">Payment method</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {PAYMENT_METHODS.map((method) => {
              const Icon = METHOD_ICONS[method];
              return (
                <label
                  key={method}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white p-3.5 text-sm font-medium text-slate-800 transition-colors hover:border-brand-600',
                    'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900',
                    'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                  )}
                >
                  <input
                    type="radio"
                    value={method}
                    {...register('paymentMethod')}
                    className="size-4 accent-brand-700"
                  />
                  <Icon aria-hidden="true" className="size-5 text-brand-700" />
                  {method}
                </label>
              );
            })}
          </div>
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="IFSC code"
            placeholder="HDFC0001234"
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={11}
            hint="The 11-character code of your bank branch."
            error={errors.ifscCode?.message}
            className="[&_input]:uppercase"
            {...register('ifscCode')}
          />
          <TextField
            label="Account holder"
            autoComplete="off"
            error={errors.accountHolderName?.message}
            {...register('accountHolderName')}
          />
          <TextField
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            placeholder={settings.accountNumberMasked ?? '9 to 18 digits'}
            hint={
              settings.accountNumberMasked ? (
                <>
                  On file: <span className="font-medium">{settings.accountNumberMasked}</span>.{' '}
                  {BILLING_TEXTS.accountNumberHint}
                </>
              ) : undefined
            }
            error={errors.accountNumber?.message}
            {...register('accountNumber')}
          />
          <TextField
            label="Cash handler"
            placeholder="e.g. Reception desk"
            hint="Who collects cash payments at the clinic."
            error={errors.cashHandler?.message}
            {...register('cashHandler')}
          />
        </div>

        <FormMessage message={formError} />

        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-5">
          {isDirty ? (
            <button
              type="button"
              onClick={() => {
                setFormError(null);
                reset(initial);
              }}
              disabled={isSubmitting}
              className={buttonStyles({ variant: 'secondary' })}
            >
              Discard
            </button>
          ) : null}
          <button type="submit" disabled={!isDirty || isSubmitting} className={buttonStyles()}>
            {isSubmitting ? (
              <Spinner className="size-4 text-white" />
            ) : (
              <Save aria-hidden="true" className="size-4" />
            )}
            {isSubmitting ? 'Saving...' : 'Save Preferences'}
          </button>
        </div>
      </form>
    </section>
  );
}
