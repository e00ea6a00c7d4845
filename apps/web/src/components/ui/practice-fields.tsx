import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Controller,
  useFormState,
  useWatch,
  type Control,
  type UseFormRegister,
} from 'react-hook-form';
import type { Resources } from '@clinic/shared/i18n/catalogues';
import {
  DEGREE_OPTIONS,
  GENDERS,
  LANGUAGE_OPTIONS,
  MEDICAL_COUNCILS,
  PROFILE_LIMITS,
  PROFILE_TEXTS as PRACTICE_TEXTS,
} from '@clinic/shared/practice-profile';
import { ChipListField } from './chip-list-field';
import { FieldError } from './form-message';
import { inputStyles, labelStyles } from './input-styles';
import type { PracticeFormValues } from './practice-draft';
import { TextField } from './text-field';

type LabelKey = keyof Resources['forms']['practice']['labels'];
type PracticeMessageKey = keyof Resources['forms']['practice']['validation'];

/** The shared practice schema's English messages, by their key in the `forms` catalogue. */
const KEY_OF_MESSAGE = new Map<string, PracticeMessageKey>(
  (
    [
      'feeRange',
      'feeNumber',
      'experienceRange',
      'experienceWhole',
      'bioTooLong',
      'registrationNumberTooLong',
      'councilTooLong',
      'degreeEach',
      'languageEach',
      'clinicPhone',
    ] as const
  ).map((key) => [PRACTICE_TEXTS[key], key]),
);

/**
 * Turns a practice schema message (practice-profile.ts) into the language shown; any
 * other message (a server answer, which comes translated) is shown as it is.
 */
export function usePracticeText() {
  const { t } = useTranslation('forms');
  return useCallback(
    <M extends string | null | undefined>(message: M): M | string => {
      if (!message) return message;
      const key = KEY_OF_MESSAGE.get(message);
      return key ? t(`practice.validation.${key}`) : message;
    },
    [t],
  );
}

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

function OptionalMark() {
  const { t } = useTranslation('forms');
  return (
    <>
      {' '}
      <span className="font-normal text-slate-500">{t('optional')}</span>
    </>
  );
}

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
  const { t } = useTranslation('forms');
  const message = usePracticeText();
  const id = useId();
  const bio = useWatch({ control, name: 'practice.bio' });
  const errors = useFormState({ control, name: 'practice' }).errors.practice;
  const label = (key: LabelKey) =>
    titleCase ? t(`practice.titleLabels.${key}`) : t(`practice.labels.${key}`);

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-gender`} className={labelStyles}>
          {label('gender')}
          {firstEntry ? <OptionalMark /> : null}
        </label>
        <select
          id={`${id}-gender`}
          {...register('practice.gender')}
          className={inputStyles({ className: 'mt-1.5' })}
        >
          <option value="">{t('practice.notStated')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(`practice.genders.${gender}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={label('experience')}
        type="number"
        inputMode="numeric"
        min={0}
        max={PROFILE_LIMITS.maxExperienceYears}
        optional={firstEntry}
        error={message(errors?.experience?.message)}
        {...register('practice.experience')}
      />
      <TextField
        label={label('offlineFee')}
        type="number"
        inputMode="decimal"
        min={0}
        max={PROFILE_LIMITS.maxFeeRupees}
        leading="₹"
        optional={firstEntry}
        placeholder={firstEntry ? '800' : undefined}
        error={message(errors?.offlineFee?.message)}
        {...register('practice.offlineFee')}
      />
      <TextField
        label={label('onlineFee')}
        type="number"
        inputMode="decimal"
        min={0}
        max={PROFILE_LIMITS.maxFeeRupees}
        leading="₹"
        optional={firstEntry}
        placeholder={firstEntry ? '500' : undefined}
        error={message(errors?.onlineFee?.message)}
        {...register('practice.onlineFee')}
      />
      <label className="flex items-center gap-3 text-sm font-medium text-slate-800 sm:col-span-2">
        <input
          type="checkbox"
          {...register('practice.offersVirtual')}
          className="size-4 rounded border-slate-300 accent-brand-700 focus-visible:ring-brand-600"
        />
        {t('practice.offersVirtual')}
      </label>
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="practice.degrees"
          render={({ field }) => (
            <ChipListField
              label={label('degrees')}
              values={field.value}
              onChange={field.onChange}
              options={DEGREE_OPTIONS}
              placeholder={t('practice.degreesPlaceholder')}
              max={PROFILE_LIMITS.maxDegrees}
              error={message(errors?.degrees?.message)}
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
              label={label('languages')}
              values={field.value}
              onChange={field.onChange}
              options={LANGUAGE_OPTIONS}
              placeholder={t('practice.languagesPlaceholder')}
              max={PROFILE_LIMITS.maxLanguages}
              error={message(errors?.languages?.message)}
            />
          )}
        />
      </div>
      <TextField
        label={label('registrationNumber')}
        optional
        error={message(errors?.registrationNumber?.message)}
        {...register('practice.registrationNumber')}
      />
      <TextField
        label={label('council')}
        optional
        list={`${id}-councils`}
        error={message(errors?.council?.message)}
        {...register('practice.council')}
      />
      <datalist id={`${id}-councils`}>
        {MEDICAL_COUNCILS.map((council) => (
          <option key={council} value={council} />
        ))}
      </datalist>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-bio`} className={labelStyles}>
          {label('bio')}
          <OptionalMark />
        </label>
        <textarea
          id={`${id}-bio`}
          rows={4}
          maxLength={PROFILE_LIMITS.bioMaxChars}
          placeholder={firstEntry ? t('practice.bioPlaceholder') : undefined}
          aria-describedby={`${id}-bio-count${errors?.bio ? ` ${id}-bio-error` : ''}`}
          aria-invalid={errors?.bio ? true : undefined}
          className={inputStyles({ invalid: Boolean(errors?.bio), className: 'mt-1.5' })}
          {...register('practice.bio')}
        />
        <p id={`${id}-bio-count`} className="mt-1 text-right text-xs text-slate-600">
          {bio.length}/{PROFILE_LIMITS.bioMaxChars}
        </p>
        <FieldError id={`${id}-bio-error`} message={message(errors?.bio?.message)} />
      </div>
    </div>
  );
}
