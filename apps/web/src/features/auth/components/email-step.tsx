import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { emailSchema } from '@clinic/shared/validation';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { getApiErrorMessage } from '@/lib/api-client';
import { useSendAuthOtpMutation } from '../api/send-otp';

const emailFormSchema = z.object({ email: emailSchema });
type EmailFormValues = z.input<typeof emailFormSchema>;

interface EmailStepProps {
  defaultEmail?: string;
  /** Called with the email (trimmed, lower case) once the server took it. */
  onSent: (email: string) => void;
}

/**
 * Forgot password by email: a RESET code goes to the registered mobile number of the
 * account with this email. The server answers the same for an email no account has.
 */
export function EmailStep({ defaultEmail = '', onSent }: EmailStepProps) {
  const [sendOtp, { isLoading }] = useSendAuthOtpMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { t } = useTranslation(['auth', 'forms']);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailFormValues, unknown, z.output<typeof emailFormSchema>>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      await sendOtp({ email, otpType: 'RESET' }).unwrap();
      toast.success(t('forms:toasts.otpSentToMobile'));
      onSent(email);
    } catch (error) {
      setServerError(getApiErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        label={t('steps.registeredEmail')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        hint={t('steps.emailHint')}
        error={errors.email?.message}
        {...register('email')}
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
