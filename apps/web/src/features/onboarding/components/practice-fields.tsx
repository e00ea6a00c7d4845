import { useId } from 'react';
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import {
  DEGREE_OPTIONS,
  GENDER_LABELS,
  GENDERS,
  LANGUAGE_OPTIONS,
  MEDICAL_COUNCILS,
  PROFILE_LIMITS,
} from '@clinic/shared/practice-profile';
import { ChipListField } from '@/components/ui/chip-list-field';
import { FieldError } from '@/components/ui/form-message';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
import { TextField } from '@/components/ui/text-field';
import type { ClinicDetailsValues } from '../utils/clinic-details-schema';

interface PracticeFieldsProps {
  control: Control<ClinicDetailsValues>;
  register: UseFormRegister<ClinicDetailsValues>;
  errors: FieldErrors<ClinicDetailsValues>['practice'];
}

/**
 * What patients see of the practice: gender, experience, the two fees, whether video
 * consultations are offered, degrees, languages, registration and a short biography.
 * All optional here; My Profile edits them later.
 */
export function PracticeFields({ control, register, errors }: PracticeFieldsProps) {
  const id = useId();
  const bio = useWatch({ control, name: 'practice.bio' });
  return (
    <fieldset className="space-y-5">
      <legend className="text-base font-semibold text-slate-900">Your practice</legend>
      <p className="-mt-3 text-sm text-slate-600">
        Shown to patients on your page and in search. Leave a fee blank to use the standard one.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-gender`} className={labelStyles}>
            Gender <span className="ml-1 font-normal text-slate-500">(optional)</span>
          </label>
          <select
            id={`${id}-gender`}
            {...register('practice.gender')}
            className={inputStyles({ className: 'mt-1.5' })}
          >
            <option value="">Not stated</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {GENDER_LABELS[gender]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Years of experience"
          type="number"
          inputMode="numeric"
          min={0}
          max={PROFILE_LIMITS.maxExperienceYears}
          optional
          error={errors?.experience?.message}
          {...register('practice.experience')}
        />
        <TextField
          label="Clinic visit fee"
          type="number"
          inputMode="decimal"
          min={0}
          max={PROFILE_LIMITS.maxFeeRupees}
          leading="₹"
          optional
          placeholder="800"
          error={errors?.offlineFee?.message}
          {...register('practice.offlineFee')}
        />
        <TextField
          label="Video consultation fee"
          type="number"
          inputMode="decimal"
          min={0}
          max={PROFILE_LIMITS.maxFeeRupees}
          leading="₹"
          optional
          placeholder="500"
          error={errors?.onlineFee?.message}
          {...register('practice.onlineFee')}
        />
        <label className="flex items-center gap-3 text-sm font-medium text-slate-800 sm:col-span-2">
          <input
            type="checkbox"
            {...register('practice.offersVirtual')}
            className="size-4 rounded border-slate-300 text-brand-700 focus-visible:ring-brand-600"
          />
          I offer video consultations
        </label>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="practice.degrees"
            render={({ field }) => (
              <ChipListField
                label="Degrees"
                values={field.value}
                onChange={field.onChange}
                options={DEGREE_OPTIONS}
                placeholder="e.g. MBBS, or type your own"
                max={PROFILE_LIMITS.maxDegrees}
                error={errors?.degrees?.message}
              />
            )}
          />
        </div>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="practice.languages"
            render={({ field }) => (
              <ChipListField
                label="Languages spoken"
                values={field.value}
                onChange={field.onChange}
                options={LANGUAGE_OPTIONS}
                placeholder="e.g. Hindi"
                max={PROFILE_LIMITS.maxLanguages}
                error={errors?.languages?.message}
              />
            )}
          />
        </div>
        <TextField
          label="Registration number"
          optional
          error={errors?.registrationNumber?.message}
          {...register('practice.registrationNumber')}
        />
        <TextField
          label="Medical council"
          optional
          list={`${id}-councils`}
          error={errors?.council?.message}
          {...register('practice.council')}
        />
        <datalist id={`${id}-councils`}>
          {MEDICAL_COUNCILS.map((council) => (
            <option key={council} value={council} />
          ))}
        </datalist>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-bio`} className={labelStyles}>
            Biography <span className="ml-1 font-normal text-slate-500">(optional)</span>
          </label>
          <textarea
            id={`${id}-bio`}
            rows={4}
            maxLength={PROFILE_LIMITS.bioMaxChars}
            placeholder="Your practice in a few sentences"
            aria-describedby={`${id}-bio-count${errors?.bio ? ` ${id}-bio-error` : ''}`}
            aria-invalid={errors?.bio ? true : undefined}
            className={inputStyles({ invalid: Boolean(errors?.bio), className: 'mt-1.5' })}
            {...register('practice.bio')}
          />
          <p id={`${id}-bio-count`} className="mt-1 text-right text-xs text-slate-600">
            {bio.length}/{PROFILE_LIMITS.bioMaxChars}
          </p>
          {errors?.bio?.message ? (
            <FieldError id={`${id}-bio-error`} message={errors.bio.message} />
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
