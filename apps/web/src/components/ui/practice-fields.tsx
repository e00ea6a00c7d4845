import { useId } from 'react';
import {
  Controller,
  useFormState,
  useWatch,
  type Control,
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
import { ChipListField } from './chip-list-field';
import { FieldError } from './form-message';
import { inputStyles, labelStyles } from './input-styles';
import type { PracticeFormValues } from './practice-draft';
import { TextField } from './text-field';

const SENTENCE_LABELS = {
  gender: 'Gender',
  experience: 'Years of experience',
  offlineFee: 'Clinic visit fee',
  onlineFee: 'Video consultation fee',
  degrees: 'Degrees',
  languages: 'Languages spoken',
  registrationNumber: 'Registration number',
  council: 'Medical council',
  bio: 'Biography',
} as const;

const TITLE_LABELS: Record<keyof typeof SENTENCE_LABELS, string> = {
  gender: 'Gender',
  experience: 'Years of Experience',
  offlineFee: 'Clinic Visit Fee',
  onlineFee: 'Video Consultation Fee',
  degrees: 'Degrees',
  languages: 'Languages Spoken',
  registrationNumber: 'Registration Number',
  council: 'Medical Council',
  bio: 'Biography',
};

export interface PracticeFieldsProps<T extends PracticeFormValues> {
  /** A react-hook-form form whose values hold the practice draft under `practice`. */
  control: Control<T>;
  register: UseFormRegister<T>;
  /** Labels in Title Case, as on a page whose other labels are ('Years of Experience'). */
  titleCase?: boolean;
  /**
   * The practice is entered for the first time: every field is marked optional and the
   * fees and biography show examples (a blank fee keeps the standard one).
   */
  firstEntry?: boolean;
}

const OptionalMark = () => (
  <>
    {' '}
    <span className="font-normal text-slate-500">(optional)</span>
  </>
);

/**
 * What patients see of the practice: gender, experience, the fees for a clinic visit and
 * a video consultation, whether video consultations are offered, degrees, languages,
 * registration and a short biography. Validation is the form's (`practiceDraftSchema`);
 * the fields show its messages.
 */
export function PracticeFields<T extends PracticeFormValues>({
  titleCase = false,
  firstEntry = false,
  ...form
}: PracticeFieldsProps<T>) {
  // T holds `practice: PracticeDraft`, so every 'practice.*' path below is one of T's;
  // TypeScript cannot follow Path<T> through a type parameter, hence this widening.
  const control = form.control as unknown as Control<PracticeFormValues>;
  const register = form.register as unknown as UseFormRegister<PracticeFormValues>;
  const id = useId();
  const bio = useWatch({ control, name: 'practice.bio' });
  const errors = useFormState({ control, name: 'practice' }).errors.practice;
  const labels = titleCase ? TITLE_LABELS : SENTENCE_LABELS;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-gender`} className={labelStyles}>
          {labels.gender}
          {firstEntry ? <OptionalMark /> : null}
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
        label={labels.experience}
        type="number"
        inputMode="numeric"
        min={0}
        max={PROFILE_LIMITS.maxExperienceYears}
        optional={firstEntry}
        error={errors?.experience?.message}
        {...register('practice.experience')}
      />
      <TextField
        label={labels.offlineFee}
        type="number"
        inputMode="decimal"
        min={0}
        max={PROFILE_LIMITS.maxFeeRupees}
        leading="₹"
        optional={firstEntry}
        placeholder={firstEntry ? '800' : undefined}
        error={errors?.offlineFee?.message}
        {...register('practice.offlineFee')}
      />
      <TextField
        label={labels.onlineFee}
        type="number"
        inputMode="decimal"
        min={0}
        max={PROFILE_LIMITS.maxFeeRupees}
        leading="₹"
        optional={firstEntry}
        placeholder={firstEntry ? '500' : undefined}
        error={errors?.onlineFee?.message}
        {...register('practice.onlineFee')}
      />
      <label className="flex items-center gap-3 text-sm font-medium text-slate-800 sm:col-span-2">
        <input
          type="checkbox"
          {...register('practice.offersVirtual')}
          className="size-4 rounded border-slate-300 accent-brand-700 focus-visible:ring-brand-600"
        />
        I offer video consultations
      </label>
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="practice.degrees"
          render={({ field }) => (
            <ChipListField
              label={labels.degrees}
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
              label={labels.languages}
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
        label={labels.registrationNumber}
        optional
        error={errors?.registrationNumber?.message}
        {...register('practice.registrationNumber')}
      />
      <TextField
        label={labels.council}
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
          {labels.bio}
          <OptionalMark />
        </label>
        <textarea
          id={`${id}-bio`}
          rows={4}
          maxLength={PROFILE_LIMITS.bioMaxChars}
          placeholder={firstEntry ? 'Your practice in a few sentences' : undefined}
          aria-describedby={`${id}-bio-count${errors?.bio ? ` ${id}-bio-error` : ''}`}
          aria-invalid={errors?.bio ? true : undefined}
          className={inputStyles({ invalid: Boolean(errors?.bio), className: 'mt-1.5' })}
          {...register('practice.bio')}
        />
        <p id={`${id}-bio-count`} className="mt-1 text-right text-xs text-slate-600">
          {bio.length}/{PROFILE_LIMITS.bioMaxChars}
        </p>
        <FieldError id={`${id}-bio-error`} message={errors?.bio?.message} />
      </div>
    </div>
  );
}
