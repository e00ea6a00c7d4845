import { z } from 'zod';
import type { DayOfWeek } from '@clinic/shared/constants';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import type { PracticeFields } from '@clinic/shared/practice-profile';
import { api } from '@/lib/api-client';

/** The five PDF uploads, by their multipart field names. */
export const PROFILE_DOCUMENT_FIELDS = [
  'governmentId',
  'degreeCertificate',
  'medicalRegistrationCert',
  'clinicDocument',
  'bankInfo',
] as const;
export type ProfileDocumentField = (typeof PROFILE_DOCUMENT_FIELDS)[number];

export interface TimingRow {
  dayOfWeek: DayOfWeek;
  startTime: string;
  endTime: string;
}

export const completeProfileInputSchema = z.object({
  email: z.string(),
  name: z.string(),
  clinicName: z.string(),
  clinicAddress: z.string(),
  clinicCity: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  additionalLocationInfo: z.string(),
  timings: z.array(z.object({ dayOfWeek: z.string(), startTime: z.string(), endTime: z.string() })),
  specializations: z.array(z.string()),
  paymentMethod: z.string(),
  ifscCode: z.string(),
  cashHandler: z.string(),
});
export type CompleteProfileInput = Omit<z.infer<typeof completeProfileInputSchema>, 'timings'> & {
  timings: TimingRow[];
  documents: Record<ProfileDocumentField, File>;
  /** Gender, experience, fees (rupees), video, degrees, languages, registration, bio, clinic phone. */
  practice?: PracticeFields;
};

/** The practice fields as multipart text: lists as JSON, the rest as text; blanks are left out. */
function appendPractice(form: FormData, practice: PracticeFields) {
  for (const [key, value] of Object.entries(practice)) {
    if (value === undefined || value === null) continue;
    form.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
}

/**
 * The multipart body of POST /onboarding/complete-profile. Text fields come first so
 * the server has read them before the files stream in.
 */
export function toProfileFormData(input: CompleteProfileInput): FormData {
  const form = new FormData();
  form.append('email', input.email);
  form.append('name', input.name);
  form.append('clinicName', input.clinicName);
  form.append('clinicAddress', input.clinicAddress);
  form.append('clinicCity', input.clinicCity);
  form.append('latitude', String(input.latitude));
  form.append('longitude', String(input.longitude));
  if (input.additionalLocationInfo.trim() !== '') {
    form.append('additionalLocationInfo', input.additionalLocationInfo.trim());
  }
  form.append('timingsJson', JSON.stringify(input.timings));
  form.append('specializations', JSON.stringify(input.specializations));
  form.append('paymentMethod', input.paymentMethod);
  form.append('ifscCode', input.ifscCode);
  form.append('cashHandler', input.cashHandler);
  if (input.practice) appendPractice(form, input.practice);
  for (const field of PROFILE_DOCUMENT_FIELDS) {
    const file = input.documents[field];
    form.append(field, file, file.name);
  }
  return form;
}

export interface CompleteProfileResult {
  success?: boolean;
  message?: string;
  user?: unknown;
}

/** POST /onboarding/complete-profile; on success the current user is loaded again. */
export const completeProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    completeProfile: build.mutation<CompleteProfileResult, CompleteProfileInput>({
      query: (input) => ({
        url: '/onboarding/complete-profile',
        method: 'POST',
        body: toProfileFormData(input),
      }),
      extraOptions: { fallbackError: FALLBACK_ERRORS.completeProfile, requiresAuth: true },
      invalidatesTags: (result) => (result ? ['CurrentUser'] : []),
    }),
  }),
});

export const { useCompleteProfileMutation } = completeProfileApi;
