import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LockKeyhole } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { PASSWORD_CHECK_DEBOUNCE_MS } from '@clinic/shared/constants';
import { useTranslation } from 'react-i18next';
import { PROFILE_TEXTS, VALIDATION } from '@clinic/shared/messages';
import { passwordMeetsRules } from '@clinic/shared/validation';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordField } from '@/components/ui/password-field';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { getApiErrorMessage, type ApiError } from '@/lib/api-client';
import { useChangePasswordMutation } from '../api/change-password';
import { useProfileText } from '../utils/profile-text';
import { SectionCard } from './section-card';

const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, PROFILE_TEXTS.currentPasswordRequired),
    newPassword: z.string().refine(passwordMeetsRules, VALIDATION.passwordRules),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: VALIDATION.passwordsMismatch,
    path: ['confirmPassword'],
  });
type Values = z.infer<typeof changePasswordSchema>;

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = Object.keys(EMPTY) as Array<keyof Values>;

/**
 * Current, new and confirmed password with the five-rule checklist. Change Password
 * stays disabled until both new fields are filled and equal (spec section 4); the
 * server answers a new token, stored by the call itself.
 */
export function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation('profile');
  const text = useProfileText();
  const checklistId = useId();
  const [changePassword] = useChangePasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const [newPassword, confirmPassword] = useWatch({
    control,
    name: ['newPassword', 'confirmPassword'],
  });
  const checkedPassword = useDebouncedValue(newPassword, PASSWORD_CHECK_DEBOUNCE_MS);
  const checkedConfirm = useDebouncedValue(confirmPassword, PASSWORD_CHECK_DEBOUNCE_MS);
  const liveMismatch =
    checkedConfirm !== '' && checkedConfirm !== checkedPassword
      ? VALIDATION.passwordsMismatch
      : undefined;
  const canSubmit = newPassword !== '' && confirmPassword !== '' && newPassword === confirmPassword;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await changePassword(values).unwrap();
      reset(EMPTY);
      toast.success(answer.message || t('password.changed'));
    } catch (error) {
      const message = getApiErrorMessage(error, t('fallbacks.changePassword'));
      const field = (error as Partial<ApiError>).field as keyof Values | undefined;
      if (field && FIELDS.includes(field)) setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  return (
    <SectionCard
      title={t('password.title')}
      description={t('password.description')}
      icon={KeyRound}
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        {/* Lets password managers tie the new password to this account. */}
        <input type="text" autoComplete="username" value={username} hidden readOnly />
        <PasswordField
          label={t('password.current')}
          autoComplete="current-password"
          error={text.message(errors.currentPassword?.message)}
          className="sm:max-w-[calc(50%-0.625rem)]"
          {...register('currentPassword')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField
            label={t('password.new')}
            autoComplete="new-password"
            aria-describedby={checklistId}
            error={text.message(errors.newPassword?.message)}
            {...register('newPassword')}
          />
          <PasswordField
            label={t('password.confirm')}
            autoComplete="new-password"
            error={text.message(errors.confirmPassword?.message ?? liveMismatch)}
            {...register('confirmPassword')}
          />
        </div>
        <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <PasswordChecklist id={checklistId} password={checkedPassword} />
        </div>
        <FormMessage message={text.message(formError)} />
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={() => {
              setFormError(null);
              reset(EMPTY);
            }}
            disabled={isSubmitting}
            className={buttonStyles({ variant: 'secondary' })}
          >
            {t('cancel')}
          </button>
          <button type="submit" disabled={!canSubmit || isSubmitting} className={buttonStyles()}>
            {isSubmitting ? (
              <Spinner className="size-4 text-white" />
            ) : (
              <LockKeyhole aria-hidden="true" className="size-4" />
            )}
            {isSubmitting ? t('password.changing') : t('password.change')}
          </button>
        </div>
      </form>
    </SectionCard>
  );
}
