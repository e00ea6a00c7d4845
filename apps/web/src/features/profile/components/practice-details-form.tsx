import { zodResolver } from '@hookform/resolvers/zod';
import { BriefcaseMedical, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { practiceFieldsSchema } from '@clinic/shared/practice-profile';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import {
  isPracticeDraftKey,
  practiceDraftSchema,
  type PracticeDraft,
  type PracticeFormValues,
} from '@/components/ui/practice-draft';
import { PracticeFields } from '@/components/ui/practice-fields';
import { Spinner } from '@/components/ui/spinner';
import { getApiErrorMessage, type ApiError } from '@/lib/api-client';
import type { Profile } from '../api/get-profile';
import { useUpdateProfileMutation } from '../api/update-profile';
import { SectionCard } from './section-card';

const practiceFormSchema = z.object({ practice: practiceDraftSchema });

function draftOf(profile: Profile): PracticeDraft {
  return {
    gender: profile.gender ?? '',
    experience: String(profile.experience ?? ''),
    offlineFee: String(profile.offlineFee ?? ''),
    onlineFee: String(profile.onlineFee ?? ''),
    offersVirtual: profile.offersVirtual ?? true,
    degrees: profile.degrees,
    languages: profile.languages,
    registrationNumber: profile.registrationNumber ?? '',
    council: profile.council ?? '',
    bio: profile.bio ?? '',
  };
}

/**
 * What patients see of the practice: gender, experience, fees for a clinic visit and a
 * video consultation, degrees, languages, registration and a short biography.
 */
export function PracticeDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, reset, setError } = useForm<PracticeFormValues>({
    resolver: zodResolver(practiceFormSchema) as Resolver<PracticeFormValues>,
    defaultValues: { practice: draftOf(profile) },
  });

  const submit = handleSubmit(async ({ practice: draft }) => {
    setFormError(null);
    // Checked by the form's schema already; this gives the values their sent shape.
    const fields = practiceFieldsSchema.parse({
      gender: draft.gender || undefined,
      experience: draft.experience,
      offlineFee: draft.offlineFee,
      onlineFee: draft.onlineFee,
      offersVirtual: draft.offersVirtual,
      degrees: draft.degrees,
      languages: draft.languages,
      registrationNumber: draft.registrationNumber,
      council: draft.council,
      bio: draft.bio,
    });
    try {
      const body = {
        ...fields,
        bio: draft.bio.trim(),
        registrationNumber: draft.registrationNumber.trim(),
        council: draft.council.trim(),
      };
      const saved = await updateProfile(body).unwrap();
      reset({ practice: draftOf(saved) });
      toast.success(t('clinic.saved'));
    } catch (error) {
      const apiError = error as Partial<ApiError>;
      const message = getApiErrorMessage(error, t('fallbacks.update'));
      if (apiError.field && isPracticeDraftKey(apiError.field))
        setError(`practice.${apiError.field}`, { type: 'server', message });
      else setFormError(message);
    }
  });

  return (
    <SectionCard
      title={t('practice.title')}
      description={t('practice.description')}
      icon={BriefcaseMedical}
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        <PracticeFields control={control} register={register} titleCase />
        <FormMessage message={formError} />
        <div className="flex justify-end">
          <button type="submit" disabled={isLoading} className={buttonStyles()}>
            {isLoading ? (
              <Spinner className="size-4 text-white" />
            ) : (
              <Save aria-hidden="true" className="size-4" />
            )}
            {isLoading ? t('saving') : t('practice.save')}
          </button>
        </div>
      </form>
    </SectionCard>
  );
}
