import { zodResolver } from '@hookform/resolvers/zod';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMAIL_CHECK_DEBOUNCE_MS } from '@clinic/shared/constants';
import { VALIDATION } from '@clinic/shared/messages';
import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useCheckEmailExistsQuery, useLazyCheckEmailExistsQuery } from '../api/check-email-exists';
import { useOnboardingText } from '../hooks/use-onboarding-text';
import {
  clinicDetailsSchema,
  EMAIL_PATTERN,
  type ClinicDetailsValues,
} from '../utils/clinic-details-schema';
import { CityField, ClinicAddressField } from '@/components/ui/location-fields';
import { PracticeFields } from '@/components/ui/practice-fields';
import { PhotoField } from './photo-field';
import { SpecializationsPicker } from './specializations-picker';
import { StepFrame } from './step-frame';
import { TimingsEditor } from './timings-editor';

interface ClinicDetailsStepProps {
  defaultValues: ClinicDetailsValues;
  /** The signed-in doctor's own email, which is not a duplicate of anyone's. */
  ownEmail?: string | null | undefined;
  focusHeading: boolean;
  /** The doctor's photo as stored (optional; uploaded as soon as it is picked). */
  photoUrl: string | null;
  onPhotoUploaded: (photoUrl: string) => void;
  onNext: (values: ClinicDetailsValues) => void;
}

/**
 * Step 3: email (checked for duplicates 400 ms after typing), clinic name, address
 * and city from autocompletes, the phone patients call, extra location info, the
 * doctor's photo and practice (fees, experience, degrees...), specializations and
 * weekly timings.
 */
export function ClinicDetailsStep({
  defaultValues,
  ownEmail,
  focusHeading,
  photoUrl,
  onPhotoUploaded,
  onNext,
}: ClinicDetailsStepProps) {
  const { t } = useTranslation('onboarding');
  const message = useOnboardingText();
  const [photoBusy, setPhotoBusy] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    formState: { errors, isSubmitted, isSubmitting },
  } = useForm<ClinicDetailsValues>({
    resolver: zodResolver(clinicDetailsSchema) as Resolver<ClinicDetailsValues>,
    defaultValues,
  });

  const ownAddress = ownEmail?.trim().toLowerCase() ?? null;
  const needsCheck = (email: string) => EMAIL_PATTERN.test(email) && email !== ownAddress;
  const email = useWatch({ control, name: 'email' }).trim().toLowerCase();
  const settledEmail = useDebouncedValue(email, EMAIL_CHECK_DEBOUNCE_MS);
  const liveCheck = useCheckEmailExistsQuery(
    settledEmail === email && needsCheck(email) ? email : skipToken,
  );
  const [checkEmail] = useLazyCheckEmailExistsQuery();
  const emailTaken = liveCheck.currentData === true;

  const onSubmit = handleSubmit(async (values) => {
    const chosenEmail = values.email.toLowerCase();
    if (needsCheck(chosenEmail)) {
      try {
        if (await checkEmail(chosenEmail, true).unwrap()) {
          setError('email', { type: 'exists', message: VALIDATION.emailExists });
          setFocus('email');
          return;
        }
      } catch {
        // The check itself failed; the server refuses a duplicate on submit anyway.
      }
    }
    onNext({ ...values, email: chosenEmail });
  });

  return (
    <StepFrame
      title={t('clinic.title')}
      description={t('clinic.description')}
      focusHeading={focusHeading}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-8">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('clinic.email')}
            type="email"
            autoComplete="email"
            placeholder="you@clinic.com"
            error={message(
              errors.email?.message ?? (emailTaken ? VALIDATION.emailExists : undefined),
            )}
            trailing={liveCheck.isFetching ? <Spinner className="mr-2 size-4" /> : undefined}
            {...register('email')}
          />
          <TextField
            label={t('clinic.clinicName')}
            autoComplete="organization"
            placeholder={t('clinic.clinicNamePlaceholder')}
            error={message(errors.clinicName?.message)}
            {...register('clinicName')}
          />
          <div className="sm:col-span-2">
            <Controller
              control={control}
              name="clinicAddress"
              render={({ field }) => (
                <ClinicAddressField
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(address) => {
                    field.onChange(address);
                    if (address) {
                      setValue('clinicCity', address.city, { shouldValidate: isSubmitted });
                    }
                  }}
                  error={message(errors.clinicAddress?.message)}
                />
              )}
            />
          </div>
          <Controller
            control={control}
            name="clinicCity"
            render={({ field }) => (
              <CityField
                name={field.name}
                inputRef={field.ref}
                value={field.value || null}
                onBlur={field.onBlur}
                onChange={(city) => field.onChange(city ?? '')}
                error={message(errors.clinicCity?.message)}
              />
            )}
          />
          <TextField
            label={t('clinic.extraInfo')}
            optional
            placeholder={t('clinic.extraInfoPlaceholder')}
            error={message(errors.additionalLocationInfo?.message)}
            {...register('additionalLocationInfo')}
          />
          <TextField
            label={t('clinic.phone')}
            type="tel"
            autoComplete="tel"
            optional
            placeholder="080 2553 1234"
            hint={t('clinic.phoneHint')}
            error={message(errors.practice?.clinicPhone?.message)}
            {...register('practice.clinicPhone')}
          />
        </div>

        <fieldset className="space-y-5">
          <legend className="text-base font-semibold text-slate-900">{t('clinic.practice')}</legend>
          <p className="-mt-3 text-sm text-slate-600">{t('clinic.practiceIntro')}</p>
          <PhotoField
            photoUrl={photoUrl}
            onUploaded={onPhotoUploaded}
            onBusyChange={setPhotoBusy}
          />
          <PracticeFields control={control} register={register} firstEntry />
        </fieldset>

        <Controller
          control={control}
          name="specializations"
          render={({ field }) => (
            <SpecializationsPicker
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={message(errors.specializations?.message)}
            />
          )}
        />

        <TimingsEditor control={control} errors={errors.clinicTimings} />

        <div className="flex justify-end border-t border-slate-200 pt-6">
          <button
            type="submit"
            // A photo being sent finishes first: its answer belongs to this step.
            disabled={isSubmitting || photoBusy}
            className={buttonStyles({ size: 'lg', className: 'w-full sm:w-auto' })}
          >
            {t('clinic.continue')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </form>
    </StepFrame>
  );
}
