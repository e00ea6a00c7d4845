import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PASSWORD_CHECK_DEBOUNCE_MS } from '@clinic/shared/constants';
import { VALIDATION } from '@clinic/shared/messages';
import { passwordMeetsRules } from '@clinic/shared/validation';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordField } from '@/components/ui/password-field';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { getApiErrorMessage } from '@/lib/api-client';

const newPasswordSchema = z
  .object({
    password: z.string().refine(passwordMeetsRules, VALIDATION.passwordRules),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: VALIDATION.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

interface NewPasswordStepProps {
  onSubmit: (values: NewPasswordValues) => Promise<void>;
}

/** New password and its confirmation under the five rules, checked as the user types. */
export function NewPasswordStep({ onSubmit }: NewPasswordStepProps) {
  const checklistId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const checkedPassword = useDebouncedValue(password, PASSWORD_CHECK_DEBOUNCE_MS);
  const checkedConfirm = useDebouncedValue(confirmPassword, PASSWORD_CHECK_DEBOUNCE_MS);
  const liveMismatch =
    checkedConfirm !== '' && checkedConfirm !== checkedPassword
      ? VALIDATION.passwordsMismatch
      : undefined;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(getApiErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <PasswordField
        label="New password"
        autoComplete="new-password"
        aria-describedby={checklistId}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordChecklist id={checklistId} password={checkedPassword} />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message ?? liveMismatch}
        {...register('confirmPassword')}
      />
      <FormMessage message={serverError} />
      <button
        type="submit"
        disabled={isSubmitting}
        className={buttonStyles({ size: 'lg', className: 'w-full' })}
      >
        {isSubmitting ? (
          <Spinner className="size-5 text-white" />
        ) : (
          <LockKeyhole aria-hidden="true" className="size-5" />
        )}
        {isSubmitting ? 'Saving...' : 'Reset Password'}
      </button>
    </form>
  );
}
