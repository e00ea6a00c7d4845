import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { toE164India } from '@clinic/shared/phone';
import { mobileSchema } from '@clinic/shared/validation';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { PhoneField } from '@/components/ui/phone-field';
import { Spinner } from '@/components/ui/spinner';
import { getApiErrorMessage } from '@/lib/api-client';
import { useSendAuthOtpMutation } from '../api/send-otp';

const mobileFormSchema = z.object({ mobile: mobileSchema });
type MobileFormValues = z.infer<typeof mobileFormSchema>;

interface MobileStepProps {
  otpType: 'LOGIN' | 'RESET';
  defaultMobile?: string;
  hint: string;
  /** Called with the ten digits once the code was sent. */
  onSent: (mobile: string) => void;
}

/** The registered mobile number, and a code sent to it. */
export function MobileStep({ otpType, defaultMobile = '', hint, onSent }: MobileStepProps) {
  const [sendOtp, { isLoading }] = useSendAuthOtpMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { t } = useTranslation(['auth', 'forms']);
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<MobileFormValues>({
    resolver: zodResolver(mobileFormSchema),
    defaultValues: { mobile: defaultMobile },
  });

  const onSubmit = handleSubmit(async ({ mobile }) => {
    setServerError(null);
    try {
      await sendOtp({ phoneNumber: toE164India(mobile), otpType }).unwrap();
      toast.success(t('forms:toasts.otpSentToMobile'));
      onSent(mobile);
    } catch (error) {
      setServerError(getApiErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Controller
        control={control}
        name="mobile"
        render={({ field }) => (
          <PhoneField
            label={t('steps.registeredMobile')}
            hint={hint}
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
        {isLoading ? (
          <Spinner className="size-5 text-white" />
        ) : (
          <Send aria-hidden="true" className="size-5" />
        )}
        {isLoading ? t('forms:otp.sendingOtp') : t('steps.sendOtp')}
      </button>
    </form>
  );
}
