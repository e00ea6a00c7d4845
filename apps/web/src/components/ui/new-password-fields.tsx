import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { PASSWORD_CHECK_DEBOUNCE_MS } from '@clinic/shared/constants';
import { VALIDATION } from '@clinic/shared/messages';
import { passwordMeetsRules } from '@clinic/shared/validation';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

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

/** A form for a new password under the five rules and its confirmation. */
export function useNewPasswordForm() {
  return useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
}

interface NewPasswordFieldsProps {
  form: UseFormReturn<NewPasswordValues>;
  passwordLabel: string;
  confirmLabel: string;
}

/**
 * The new password with the rules checklist under it, and its confirmation. The checklist
 * and the mismatch are checked once typing has stopped for a moment.
 */
export function NewPasswordFields({ form, passwordLabel, confirmLabel }: NewPasswordFieldsProps) {
  const checklistId = useId();
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const checkedPassword = useDebouncedValue(password, PASSWORD_CHECK_DEBOUNCE_MS);
  const checkedConfirm = useDebouncedValue(confirmPassword, PASSWORD_CHECK_DEBOUNCE_MS);
  const liveMismatch =
    checkedConfirm !== '' && checkedConfirm !== checkedPassword
      ? VALIDATION.passwordsMismatch
      : undefined;

  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        aria-describedby={checklistId}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordChecklist id={checklistId} password={checkedPassword} />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        error={errors.confirmPassword?.message ?? liveMismatch}
        {...register('confirmPassword')}
      />
    </>
  );
}
