import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Banknote, CreditCard, Landmark, Layers, Send, Smartphone } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS } from '@clinic/shared/constants';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useOnboardingText } from '../hooks/use-onboarding-text';
import { paymentSchema, type PaymentFormValues, type PaymentValues } from '../utils/payment-schema';
import { StepFrame } from './step-frame';

const METHOD_ICONS = {
  Cash: Banknote,
  'Credit/Debit Card': CreditCard,
  UPI: Smartphone,
  'Net Banking': Landmark,
  'All of the above': Layers,
} as const;

/** Each method's key in the `onboarding` catalogue; UPI is a name, shown as it is. */
const METHOD_KEYS = {
  Cash: 'cash',
  'Credit/Debit Card': 'card',
  UPI: null,
  'Net Banking': 'netBanking',
  'All of the above': 'all',
} as const;

interface PaymentStepProps {
  defaultValues: PaymentFormValues;
  focusHeading: boolean;
  isSubmitting: boolean;
  submitError: string | null;
  onBack: (values: PaymentFormValues) => void;
  onSubmit: (values: PaymentValues) => void;
}

/** Step 6: how patients pay the clinic, the payout IFSC, and who handles cash. Submits the profile. */
export function PaymentStep({
  defaultValues,
  focusHeading,
  isSubmitting,
  submitError,
  onBack,
  onSubmit,
}: PaymentStepProps) {
  const { t } = useTranslation('onboarding');
  const message = useOnboardingText();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<PaymentFormValues, unknown, PaymentValues>({
    resolver: zodResolver(paymentSchema),
    defaultValues,
  });

  return (
    <StepFrame
      title={t('payment.title')}
      description={t('payment.description')}
      focusHeading={focusHeading}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
        <fieldset
          className="min-w-0"
          aria-describedby={errors.paymentMethod ? 'payment-method-error' : undefined}
        >
          <legend className="text-sm font-medium text-slate-800">{t('payment.method')}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {PAYMENT_METHODS.map((method) => {
              const Icon = METHOD_ICONS[method];
              const key = METHOD_KEYS[method];
              return (
                <label
                  key={method}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-xl border bg-white p-4 text-sm font-medium text-slate-800 transition-colors',
                    'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900',
                    'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                    errors.paymentMethod
                      ? 'border-red-300'
                      : 'border-slate-300 hover:border-brand-600',
                  )}
                >
                  <input
                    type="radio"
                    value={method}
                    {...register('paymentMethod')}
                    className="size-4 accent-brand-700"
                  />
                  <Icon aria-hidden="true" className="size-5 text-brand-700" />
                  {key ? t(`payment.methods.${key}`) : method}
                </label>
              );
            })}
          </div>
          {errors.paymentMethod ? (
            <p id="payment-method-error" className="mt-2 text-sm text-red-700">
              {message(errors.paymentMethod.message)}
            </p>
          ) : null}
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('payment.ifsc')}
            optional
            placeholder="HDFC0001234"
            autoCapitalize="characters"
            maxLength={11}
            hint={t('payment.ifscHint')}
            error={message(errors.ifscCode?.message)}
            className="[&_input]:uppercase"
            {...register('ifscCode')}
          />
          <TextField
            label={t('payment.cashHandler')}
            placeholder={t('payment.cashHandlerPlaceholder')}
            hint={t('payment.cashHandlerHint')}
            error={message(errors.cashHandler?.message)}
            {...register('cashHandler')}
          />
        </div>

        <FormMessage message={message(submitError)} />

        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
          <button
            type="button"
            onClick={() => onBack(getValues())}
            disabled={isSubmitting}
            className={buttonStyles({ variant: 'secondary', size: 'lg' })}
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
            {t('payment.back')}
          </button>
          <button type="submit" disabled={isSubmitting} className={buttonStyles({ size: 'lg' })}>
            {isSubmitting ? (
              <Spinner className="size-5 text-white" />
            ) : (
              <Send aria-hidden="true" className="size-5" />
            )}
            {isSubmitting ? t('payment.submitting') : t('payment.complete')}
          </button>
        </div>
      </form>
    </StepFrame>
  );
}
