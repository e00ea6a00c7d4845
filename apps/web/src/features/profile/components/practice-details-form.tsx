import { BriefcaseMedical, Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import {
  DEGREE_OPTIONS,
  GENDER_LABELS,
  GENDERS,
  LANGUAGE_OPTIONS,
  MEDICAL_COUNCILS,
  PROFILE_LIMITS,
  PROFILE_TEXTS,
  practiceFieldsSchema,
  type Gender,
} from '@clinic/shared/practice-profile';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { getApiErrorMessage, type ApiError } from '@/lib/api-client';
import type { Profile } from '../api/get-profile';
import { useUpdateProfileMutation } from '../api/update-profile';
import { ChipListField } from '@/components/ui/chip-list-field';
import { SectionCard } from './section-card';

interface Draft {
  gender: Gender | '';
  experience: string;
  offlineFee: string;
  onlineFee: string;
  offersVirtual: boolean;
  degrees: string[];
  languages: string[];
  registrationNumber: string;
  council: string;
  bio: string;
}

function draftOf(profile: Profile): Draft {
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

type Errors = Partial<Record<keyof Draft, string>>;

/**
 * What patients see of the practice: gender, experience, fees for a clinic visit and a
 * video consultation, degrees, languages, registration and a short biography.
 */
export function PracticeDetailsForm({ profile }: { profile: Profile }) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const bioId = useId();
  const genderId = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = practiceFieldsSchema.safeParse({
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
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Draft;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const body = {
        ...parsed.data,
        bio: draft.bio.trim(),
        registrationNumber: draft.registrationNumber.trim(),
        council: draft.council.trim(),
      };
      const saved = await updateProfile(body).unwrap();
      setDraft(draftOf(saved));
      toast.success(PROFILE_TEXTS.saved);
    } catch (error) {
      const apiError = error as Partial<ApiError>;
      const message = getApiErrorMessage(error, PROFILE_TEXTS.saved);
      if (apiError.field && apiError.field in draft)
        setErrors({ [apiError.field as keyof Draft]: message });
      else setFormError(message);
    }
  }

  return (
    <SectionCard
      title="Practice Details"
      description="Shown to patients on your page and in search."
      icon={BriefcaseMedical}
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={genderId} className={labelStyles}>
              Gender
            </label>
            <select
              id={genderId}
              value={draft.gender}
              onChange={(e) => set('gender', e.target.value as Gender | '')}
              className={inputStyles({ className: 'mt-1.5' })}
            >
              <option value="">Not stated</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {GENDER_LABELS[g]}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Years of Experience"
            type="number"
            inputMode="numeric"
            min={0}
            max={PROFILE_LIMITS.maxExperienceYears}
            value={draft.experience}
            onChange={(e) => set('experience', e.target.value)}
            error={errors.experience}
          />
          <TextField
            label="Clinic Visit Fee"
            type="number"
            inputMode="decimal"
            min={0}
            max={PROFILE_LIMITS.maxFeeRupees}
            leading="₹"
            value={draft.offlineFee}
            onChange={(e) => set('offlineFee', e.target.value)}
            error={errors.offlineFee}
          />
          <TextField
            label="Video Consultation Fee"
            type="number"
            inputMode="decimal"
            min={0}
            max={PROFILE_LIMITS.maxFeeRupees}
            leading="₹"
            value={draft.onlineFee}
            onChange={(e) => set('onlineFee', e.target.value)}
            error={errors.onlineFee}
          />
          <label className="flex items-center gap-3 text-sm font-medium text-slate-800 sm:col-span-2">
            <input
              type="checkbox"
              checked={draft.offersVirtual}
              onChange={(e) => set('offersVirtual', e.target.checked)}
              className="size-4 rounded border-slate-300 text-brand-700 focus-visible:ring-brand-600"
            />
            I offer video consultations
          </label>
          <div className="sm:col-span-2">
            <ChipListField
              label="Degrees"
              values={draft.degrees}
              onChange={(v) => set('degrees', v)}
              options={DEGREE_OPTIONS}
              placeholder="e.g. MBBS, or type your own"
              max={PROFILE_LIMITS.maxDegrees}
              error={errors.degrees}
            />
          </div>
          <div className="sm:col-span-2">
            <ChipListField
              label="Languages Spoken"
              values={draft.languages}
              onChange={(v) => set('languages', v)}
              options={LANGUAGE_OPTIONS}
              placeholder="e.g. Hindi"
              max={PROFILE_LIMITS.maxLanguages}
              error={errors.languages}
            />
          </div>
          <TextField
            label="Registration Number"
            optional
            value={draft.registrationNumber}
            onChange={(e) => set('registrationNumber', e.target.value)}
            error={errors.registrationNumber}
          />
          <TextField
            label="Medical Council"
            optional
            list={`${genderId}-councils`}
            value={draft.council}
            onChange={(e) => set('council', e.target.value)}
            error={errors.council}
          />
          <datalist id={`${genderId}-councils`}>
            {MEDICAL_COUNCILS.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <div className="sm:col-span-2">
            <label htmlFor={bioId} className={labelStyles}>
              Biography <span className="ml-1 font-normal text-slate-500">(optional)</span>
            </label>
            <textarea
              id={bioId}
              rows={4}
              value={draft.bio}
              maxLength={PROFILE_LIMITS.bioMaxChars}
              onChange={(e) => set('bio', e.target.value)}
              aria-describedby={`${bioId}-count`}
              aria-invalid={errors.bio ? true : undefined}
              className={inputStyles({ invalid: Boolean(errors.bio), className: 'mt-1.5' })}
            />
            <p id={`${bioId}-count`} className="mt-1 text-right text-xs text-slate-600">
              {draft.bio.length}/{PROFILE_LIMITS.bioMaxChars}
            </p>
            {errors.bio ? <p className="text-sm text-red-700">{errors.bio}</p> : null}
          </div>
        </div>
        <FormMessage message={formError} />
        <div className="flex justify-end">
          <button type="submit" disabled={isLoading} className={buttonStyles()}>
            {isLoading ? (
              <Spinner className="size-4 text-white" />
            ) : (
              <Save aria-hidden="true" className="size-4" />
            )}
            {isLoading ? 'Saving...' : 'Save Practice Details'}
          </button>
        </div>
      </form>
    </SectionCard>
  );
}
