import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { OTP_SCREEN_TEXTS, TOASTS } from '@clinic/shared/messages';
import { toE164India } from '@clinic/shared/phone';
import { mobileSchema, nameSchema } from '@clinic/shared/validation';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { PhoneField } from '@/components/ui/phone-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
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
      toast.success(TOASTS.otpSent);
      onCodeSent(account);
    } catch (error) {
      setServerError(getApiErrorMessage(error));
    }
  });

  return (
    <StepFrame
      title="Create your doctor account"
      description="Registration is free. We will send a one-time code to verify your mobile number."
      focusHeading={focusHeading}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label="Full name"
          autoComplete="name"
          placeholder="Dr. Asha Rao"
          error={errors.name?.message}
          {...register('name')}
        />
        <Controller
          control={control}
          name="mobile"
          render={({ field }) => (
            <PhoneField
              label="Mobile number"
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.mobile?.message}
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
          {isLoading ? OTP_SCREEN_TEXTS.sendingOtp : 'Continue'}
          {isLoading ? null : <ArrowRight aria-hidden="true" className="size-5" />}
        </button>
        <p className="text-center text-sm text-slate-600">
          Already have an account?{' '}
          <Link
            to="/login"
            className="font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            Log in
          </Link>
        </p>
      </form>
    </StepFrame>
  );
}
