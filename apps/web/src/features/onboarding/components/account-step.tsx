import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { toE164India } from '@clinic/shared/phone';
import { mobileSchema, nameSchema } from '@clinic/shared/validation';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { PhoneField } from '@/components/ui/phone-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useValidationText } from '@/hooks/use-validation-text';
import { getApiErrorMessage } from '@/lib/api-client';
import { useSendSignupOtpMutation } from '../api/send-otp';
import { StepFrame } from './step-frame';

const accountSchema = z.object({ name: nameSchema, mobile: mobileSchema });
export type AccountValues = z.infer<typeof accountSchema>;

interface AccountStepProps {
  defaultValues: AccountValues;
  focusHeading: boolean;
  /** Called once the SIGNUP code was sent to the number. */
  onCodeSent: (account: AccountValues) => void;
}

/** Step 0: the doctor's name and mobile number; Continue sends a SIGNUP code. */
export function AccountStep({ defaultValues, focusHeading, onCodeSent }: AccountStepProps) {
  const { t } = useTranslation(['onboarding', 'forms']);
  const validationText = useValidationText();
  const [sendOtp, { isLoading }] = useSendSignupOtpMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AccountValues>({ resolver: zodResolver(accountSchema), defaultValues });

  const onSubmit = handleSubmit(async (account) => {
    setServerError(null);
    try {
      await sendOtp({ phoneNumber: toE164India(account.mobile) }).unwrap();
      toast.success(t('forms:toasts.otpSent'));
      onCodeSent(account);
    } catch (error) {
      setServerError(getApiErrorMessage(error));
    }
  });

  return (
    <StepFrame
      title={t('account.title')}
      description={t('account.description')}
      focusHeading={focusHeading}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label={t('account.fullName')}
          autoComplete="name"
          placeholder={t('account.namePlaceholder')}
          error={validationText(errors.name?.message)}
          {...register('name')}
        />
        <Controller
          control={control}
          name="mobile"
          render={({ field }) => (
            <PhoneField
              label={t('account.mobile')}
              placeholder={t('account.mobilePlaceholder')}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={validationText(errors.mobile?.message)}
            />
          )}
        />
        <FormMessage message={serverError} />
        <button
          type="submit"
          disabled={isLoading}
          className={buttonStyles({ size: 'lg', className: 'w-full' })}
        >
          {isLoading ? <Spinner className="size-5 text-white" /> : null}
          {isLoading ? t('forms:otp.sendingOtp') : t('account.continue')}
          {isLoading ? null : <ArrowRight aria-hidden="true" className="size-5" />}
        </button>
        <p className="text-center text-sm text-slate-600">
          {t('account.haveAccount')}{' '}
          <Link
            to="/login"
            className="font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            {t('account.logIn')}
          </Link>
        </p>
      </form>
    </StepFrame>
  );
}
