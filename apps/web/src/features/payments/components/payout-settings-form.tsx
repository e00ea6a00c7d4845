import { zodResolver } from '@hookform/resolvers/zod';
import { Banknote, CreditCard, Landmark, Layers, Save, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { PAYMENT_METHODS } from '@clinic/shared/constants';
import { PAYMENTS_MESSAGES, paymentSettingsInputSchema } from '@clinic/shared/payments';
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

/** Each method's key in billing:payout.methods; UPI is a name and stays as it is. */
const METHOD_KEYS = {
  Cash: 'cash',
  'Credit/Debit Card': 'card',
  UPI: null,
  'Net Banking': 'netBanking',
  'All of the above': 'all',
} as const;

/** The schema's English messages and their keys in billing:validation, to show them translated. */
const VALIDATION_KEYS = new Map<
  string,
  'invalidIfsc' | 'invalidAccountNumber' | 'accountHolderTooLong' | 'cashHandlerTooLong'
>([
  [PAYMENTS_MESSAGES.invalidIfsc, 'invalidIfsc'],
  [PAYMENTS_MESSAGES.invalidAccountNumber, 'invalidAccountNumber'],
  [PAYMENTS_MESSAGES.accountHolderTooLong, 'accountHolderTooLong'],
  [PAYMENTS_MESSAGES.cashHandlerTooLong, 'cashHandlerTooLong'],
]);

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
  const { t } = useTranslation('billing');
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
  /** A field's message: the schema's in the language shown, the server's as it came. */
  const fieldError = (message: string | undefined) => {
    const key = message ? VALIDATION_KEYS.get(message) : undefined;
    return key ? t(`validation.${key}`) : message;
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values).unwrap();
      toast.success(t('toasts.paymentSettingsSaved'));
    } catch (error) {
      const apiError = error as Partial<ApiError>;
      const message = getApiErrorMessage(error, t('fallbacks.savePaymentSettings'));
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
        {t('payout.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('payout.intro')}</p>
      <form noValidate onSubmit={submit} className="mt-5 space-y-6">
        <fieldset className="min-w-0">
          <legend className="text-sm font-medium text-slate-800">
            {t('payout.paymentMethod')}
          </legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {PAYMENT_METHODS.map((method) => {
              const Icon = METHOD_ICONS[method];
              const key = METHOD_KEYS[method];
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
                  {key ? t(`payout.methods.${key}`) : method}
                </label>
              );
            })}
          </div>
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('payout.ifsc')}
            placeholder="HDFC0001234"
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={11}
            hint={t('payout.ifscHint')}
            error={fieldError(errors.ifscCode?.message)}
            className="[&_input]:uppercase"
            {...register('ifscCode')}
          />
          <TextField
            label={t('payout.accountHolder')}
            autoComplete="off"
            error={fieldError(errors.accountHolderName?.message)}
            {...register('accountHolderName')}
          />
          <TextField
            label={t('payout.accountNumber')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={settings.accountNumberMasked ?? t('payout.accountNumberPlaceholder')}
            hint={
              settings.accountNumberMasked ? (
                <>
                  {t('payout.onFile')}{' '}
                  <span className="font-medium">{settings.accountNumberMasked}</span>.{' '}
                  {t('payout.accountNumberHint')}
                </>
              ) : undefined
            }
            error={fieldError(errors.accountNumber?.message)}
            {...register('accountNumber')}
          />
          <TextField
            label={t('payout.cashHandler')}
            placeholder={t('payout.cashHandlerPlaceholder')}
            hint={t('payout.cashHandlerHint')}
            error={fieldError(errors.cashHandler?.message)}
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
              {t('payout.discard')}
            </button>
          ) : null}
          <button type="submit" disabled={!isDirty || isSubmitting} className={buttonStyles()}>
            {isSubmitting ? (
              <Spinner className="size-4 text-white" />
            ) : (
              <Save aria-hidden="true" className="size-4" />
            )}
            {isSubmitting ? t('payout.saving') : t('payout.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
