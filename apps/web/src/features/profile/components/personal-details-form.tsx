import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, Save, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { labelStyles } from '@/components/ui/input-styles';
import { TextField } from '@/components/ui/text-field';
import { getApiErrorMessage, type ApiError } from '@/lib/api-client';
import type { Profile } from '../api/get-profile';
import {
  updateProfileInputSchema,
  useUpdateProfileMutation,
  type UpdateProfileInput,
} from '../api/update-profile';
import { formatPhone } from '../utils/format';
import { useProfileText } from '../utils/profile-text';
import { SectionCard } from './section-card';

type Values = UpdateProfileInput;
type Output = ReturnType<(typeof updateProfileInputSchema)['parse']>;

/** Full Name and Email, editable and saved; the mobile number is the login and stays read-only. */
export function PersonalDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const text = useProfileText();
  const [updateProfile] = useUpdateProfileMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const mobileId = useId();
  const initial = { name: profile.name ?? '', email: profile.email ?? '' };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(updateProfileInputSchema),
    defaultValues: initial,
    // Follows the profile when it is refetched, unless the doctor is editing.
    values: initial,
    resetOptions: { keepDirtyValues: true },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await updateProfile(values).unwrap();
      reset({ name: saved.name ?? values.name, email: saved.email ?? values.email });
      toast.success(t('personal.saved'));
    } catch (error) {
      const apiError = error as Partial<ApiError>;
      const message = getApiErrorMessage(error, t('fallbacks.update'));
      // 409 'Email already exists' belongs to the email field.
      if (apiError.status === 409 || apiError.field === 'email') {
        setError('email', { message }, { shouldFocus: true });
      } else if (apiError.field === 'name') {
        setError('name', { message }, { shouldFocus: true });
      } else {
        setFormError(message);
      }
    }
  });

  return (
    <SectionCard
      title={t('personal.title')}
      description={t('personal.description')}
      icon={UserRound}
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('personal.fullName')}
            autoComplete="name"
            error={text.message(errors.name?.message)}
            {...register('name')}
          />
          <TextField
            label={t('personal.email')}
            type="email"
            autoComplete="email"
            error={text.message(errors.email?.message)}
            {...register('email')}
          />
          <div className="sm:col-span-2">
            <label htmlFor={mobileId} className={labelStyles}>
              {t('personal.mobile')}
            </label>
            <div className="relative mt-1.5">
              <input
                id={mobileId}
                type="tel"
                value={formatPhone(profile.phoneNumber)}
                readOnly
                aria-describedby={`${mobileId}-hint`}
                className="block w-full rounded-lg border border-slate-200 bg-slate-50 px-3.5 py-2.5 pr-10 text-sm text-slate-900 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 focus:outline-none"
              />
              <Lock
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-slate-500"
              />
            </div>
            <p id={`${mobileId}-hint`} className="mt-1.5 text-sm text-slate-600">
              {t('personal.mobileHint')}
            </p>
          </div>
        </div>
        <FormMessage message={text.message(formError)} />
        <div className="flex flex-wrap justify-end gap-3">
          {isDirty ? (
            <button
              type="button"
              onClick={() => {
                setFormError(null);
                reset(initial);
              }}
              disabled={isSubmitting}
              className={buttonStyles({ variant: 'secondary' })}
            >
              {t('personal.discard')}
            </button>
          ) : null}
          <button type="submit" disabled={!isDirty || isSubmitting} className={buttonStyles()}>
            {isSubmitting ? (
              <Spinner className="size-4 text-white" />
            ) : (
              <Save aria-hidden="true" className="size-4" />
            )}
            {isSubmitting ? t('saving') : t('personal.save')}
          </button>
        </div>
      </form>
    </SectionCard>
  );
}
