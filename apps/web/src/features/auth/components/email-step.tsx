import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { OTP_SCREEN_TEXTS, TOASTS } from '@clinic/shared/messages';
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
      toast.success(TOASTS.otpSentToMobile);
      onSent(email);
    } catch (error) {
      setServerError(getApiErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        label="Registered email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        hint="If an account uses this email, we will send a 6-digit code to its registered mobile number."
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
        {isLoading ? OTP_SCREEN_TEXTS.sendingOtp : 'Send OTP'}
      </button>
    </form>
  );
}
