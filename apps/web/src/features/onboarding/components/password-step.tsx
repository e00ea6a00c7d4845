import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { PASSWORD_CHECK_DEBOUNCE_MS } from '@clinic/shared/constants';
import { TOASTS, VALIDATION } from '@clinic/shared/messages';
import { toE164India } from '@clinic/shared/phone';
import { passwordMeetsRules } from '@clinic/shared/validation';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordField } from '@/components/ui/password-field';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { getApiErrorMessage } from '@/lib/api-client';
import { sessionStarted } from '@/lib/session-events';
import { setToken } from '@/lib/token-storage';
import { useCreateUserMutation } from '../api/create-user';
import { StepFrame } from './step-frame';

const passwordStepSchema = z
  .object({
    password: z.string().refine(passwordMeetsRules, VALIDATION.passwordRules),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: VALIDATION.passwordsMismatch,
    path: ['confirmPassword'],
  });
type PasswordStepValues = z.infer<typeof passwordStepSchema>;

interface PasswordStepProps {
  name: string;
  mobile: string;
  focusHeading: boolean;
  onCreated: () => void;
}

/**
 * Step 2: a password under the five rules (checked 300 ms after typing stops) and its
 * confirmation; create-user stores the session token and moves on.
 */
export function PasswordStep({ name, mobile, focusHeading, onCreated }: PasswordStepProps) {
  const checklistId = useId();
  const dispatch = useDispatch();
  const [createUser, { isLoading }] = useCreateUserMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordStepValues>({
    resolver: zodResolver(passwordStepSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const checkedPassword = useDebouncedValue(password, PASSWORD_CHECK_DEBOUNCE_MS);
  const checkedConfirm = useDebouncedValue(confirmPassword, PASSWORD_CHECK_DEBOUNCE_MS);
  const liveMismatch =
    checkedConfirm !== '' && checkedConfirm !== checkedPassword
      ? VALIDATION.passwordsMismatch
      : undefined;

  const onSubmit = handleSubmit(async ({ password: chosen }) => {
    setServerError(null);
    try {
      const session = await createUser({
        phoneNumber: toE164India(mobile),
        name,
        password: chosen,
      }).unwrap();
      setToken(session.token);
      dispatch(sessionStarted(session.token));
      toast.success(session.message || TOASTS.userCreated);
      onCreated();
    } catch (error) {
      setServerError(getApiErrorMessage(error));
    }
  });

  return (
    <StepFrame
      title="Set your password"
      description="You will log in with your mobile number and this password."
      focusHeading={focusHeading}
    >
      <FormMessage tone="success" message={TOASTS.otpVerified} className="mb-5" />
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <PasswordField
          label="Password"
          autoComplete="new-password"
          aria-describedby={checklistId}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordChecklist id={checklistId} password={checkedPassword} />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message ?? liveMismatch}
          {...register('confirmPassword')}
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
            <UserPlus aria-hidden="true" className="size-5" />
          )}
          {isLoading ? 'Creating account...' : 'Create Account'}
        </button>
      </form>
    </StepFrame>
  );
}
