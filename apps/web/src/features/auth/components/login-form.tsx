import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LogIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { z } from 'zod';
import { toE164India } from '@clinic/shared/phone';
import { mobileSchema } from '@clinic/shared/validation';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { PasswordField } from '@/components/ui/password-field';
import { PhoneField, toMobileDigits } from '@/components/ui/phone-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { getApiErrorMessage } from '@/lib/api-client';
import { useLoginMutation } from '../api/login';
import { useStartSession } from '../hooks/use-start-session';

const loginFormSchema = z.object({
  mobile: mobileSchema,
  password: z.string().min(1, 'Password is required'),
});
type LoginFormValues = z.infer<typeof loginFormSchema>;

/** The number a finished password reset hands over, so the doctor need not type it again. */
function mobileFromState(state: unknown): string {
  const mobile = (state as { mobile?: unknown } | null)?.mobile;
  return typeof mobile === 'string' ? toMobileDigits(mobile) : '';
}

/** Mobile number and password (spec section 2, Login screens). */
export function LoginForm() {
  const location = useLocation();
  const [login, { isLoading }] = useLoginMutation();
  const startSession = useStartSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const { t } = useTranslation('auth');
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { mobile: mobileFromState(location.state), password: '' },
  });
  const busy = isLoading || isSubmitting;

  const onSubmit = handleSubmit(async ({ mobile, password }) => {
    setServerError(null);
    try {
      const session = await login({ phoneNumber: toE164India(mobile), password }).unwrap();
      await startSession(session);
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
            label={t('login.mobile')}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.mobile?.message}
          />
        )}
      />
      <div>
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          error={errors.password ? t('login.passwordRequired') : undefined}
          {...register('password')}
        />
        <div className="mt-2 text-right">
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
          >
            {t('login.forgot')}
          </Link>
        </div>
      </div>
      <FormMessage message={serverError} />
      <SubmitButton busy={busy} busyLabel={t('login.loggingIn')} icon={LogIn} disabled={busy}>
        {t('login.logIn')}
      </SubmitButton>
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
        {t('login.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      </div>
      <Link
        to="/otp-verification"
        className={buttonStyles({ variant: 'secondary', size: 'lg', className: 'w-full' })}
      >
        <KeyRound aria-hidden="true" className="size-5" />
        {t('login.withOtp')}
      </Link>
    </form>
  );
}
