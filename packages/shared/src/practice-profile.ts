// The profile a doctor completes and edits (sign-up step 3 and My Profile):
// limits, choice lists, texts and the zod schemas both the server and the web use.
import { z } from 'zod';
import { API_TEXTS } from './api-texts.ts';

export const PROFILE_LIMITS = {
  maxFeeRupees: 100_000,
  maxExperienceYears: 70,
  bioMaxChars: 1000,
  maxDegrees: 10,
  maxLanguages: 15,
  photoMaxBytes: 5 * 1024 * 1024,
  /** The two stored sizes of a doctor's photo (square, pixels). */
  photoSizes: [96, 400] as const,
} as const;

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

/** Offered in the degree picker; a doctor may also type one that is not listed. */
export const DEGREE_OPTIONS = [
  'MBBS',
  'BDS',
  'BAMS',
  'BHMS',
  'BUMS',
  'BPT',
  'MD - General Medicine',
  'MD - Paediatrics',
  'MD - Dermatology, Venereology & Leprosy',
  'MD - Psychiatry',
  'MD - Obstetrics & Gynaecology',
  'MD - Pulmonary Medicine',
  'MD - Radiotherapy',
  'MS - General Surgery',
  'MS - Orthopaedics',
  'MS - ENT',
  'MS - Ophthalmology',
  'MS - Obstetrics & Gynaecology',
  'MDS',
  'DNB',
  'DM - Cardiology',
  'DM - Neurology',
  'DM - Gastroenterology',
  'DM - Endocrinology',
  'DM - Nephrology',
  'DM - Medical Oncology',
  'MCh - Urology',
  'MCh - Surgical Oncology',
  'DCH',
  'DGO',
  'DDVL',
  'DOMS',
  'DLO',
  'DPM',
  'D.Ortho',
  'PGDFM',
  'FRCS',
  'MRCP',
] as const;

export const LANGUAGE_OPTIONS = [
  'English',
  'Hindi',
  'Bengali',
  'Marathi',
  'Telugu',
  'Tamil',
  'Gujarati',
  'Urdu',
  'Kannada',
  'Odia',
  'Malayalam',
  'Punjabi',
  'Assamese',
  'Konkani',
] as const;

/** Suggested councils; free text is accepted. */
export const MEDICAL_COUNCILS = [
  'National Medical Commission',
  'Andhra Pradesh Medical Council',
  'Delhi Medical Council',
  'Gujarat Medical Council',
  'Karnataka Medical Council',
  'Kerala State Medical Council',
  'Maharashtra Medical Council',
  'Tamil Nadu Medical Council',
  'Telangana State Medical Council',
  'Uttar Pradesh Medical Council',
  'West Bengal Medical Council',
  'Dental Council of India',
] as const;

export const PROFILE_TEXTS = {
  feeRange: 'Fee must be between ₹0 and ₹1,00,000',
  feeNumber: 'Fee must be a number',
  experienceRange: 'Experience must be between 0 and 70 years',
  experienceWhole: 'Experience must be a whole number of years',
  bioTooLong: 'Biography must be at most 1000 characters',
  registrationNumberTooLong: 'Registration number must be at most 50 characters',
  councilTooLong: 'Medical council must be at most 150 characters',
  degreeEach: 'Each degree only once',
  languageEach: 'Each language only once',
  clinicPhone: 'Enter a valid phone number (digits, spaces, + - ( ) only)',
  locationNeeded: 'Choose the address from the suggestions',
  noClinic: 'Complete the practice profile first (clinic name, address and city).',
  photoType: 'The photo must be a JPG or PNG image',
  photoTooLarge: 'The photo must be at most 5 MB',
  photoUnreadable: 'The photo could not be read',
  photoSaved: 'Photo updated',
  saved: 'Profile updated',
} as const;

/** Rupees in, rupees out; the server stores paise. */
export const feeSchema = z.coerce
  .number({ error: PROFILE_TEXTS.feeNumber })
  .refine((v) => Number.isFinite(v), PROFILE_TEXTS.feeNumber)
  .min(0, PROFILE_TEXTS.feeRange)
  .max(PROFILE_LIMITS.maxFeeRupees, PROFILE_TEXTS.feeRange);

export const experienceSchema = z.coerce
  .number({ error: PROFILE_TEXTS.experienceRange })
  .int(PROFILE_TEXTS.experienceWhole)
  .min(0, PROFILE_TEXTS.experienceRange)
  .max(PROFILE_LIMITS.maxExperienceYears, PROFILE_TEXTS.experienceRange);

const uniqueList = (max: number, itemMax: number, message: string) =>
  z
    .array(z.string().trim().min(1).max(itemMax))
    .max(max)
    .refine((list) => new Set(list.map((s) => s.toLowerCase())).size === list.length, message);

/** A text that may be cleared: '' becomes null. */
const clearable = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((s) => (s === '' ? null : s));

export const clinicPhoneSchema = z
  .string()
  .trim()
  .refine(
    (s) => s === '' || (/^[+\d][\d ()-]{5,19}$/.test(s) && s.replace(/\D/g, '').length >= 6),
    PROFILE_TEXTS.clinicPhone,
  )
  .transform((s) => (s === '' ? null : s));

/** The practice fields of sign-up step 3 and My Profile. All optional: a PATCH sends what changed. */
export const practiceFieldsSchema = z.object({
  experience: experienceSchema.optional(),
  onlineFee: feeSchema.optional(),
  offlineFee: feeSchema.optional(),
  gender: z.enum(GENDERS).optional(),
  offersVirtual: z.boolean().optional(),
  degrees: uniqueList(PROFILE_LIMITS.maxDegrees, 100, PROFILE_TEXTS.degreeEach).optional(),
  languages: uniqueList(PROFILE_LIMITS.maxLanguages, 40, PROFILE_TEXTS.languageEach).optional(),
  bio: clearable(PROFILE_LIMITS.bioMaxChars, PROFILE_TEXTS.bioTooLong).optional(),
  registrationNumber: clearable(50, PROFILE_TEXTS.registrationNumberTooLong).optional(),
  council: clearable(150, PROFILE_TEXTS.councilTooLong).optional(),
  clinicPhone: clinicPhoneSchema.optional(),
});
export type PracticeFields = z.infer<typeof practiceFieldsSchema>;

/** The clinic as My Profile edits it; the address comes with its coordinates (autocomplete). */
export const clinicEditSchema = z.object({
  clinicName: z
    .string()
    .trim()
    .min(1, API_TEXTS.clinicNameRequired)
    .max(150, API_TEXTS.clinicNameTooLong)
    .optional(),
  clinicAddress: z.string().trim().min(1, API_TEXTS.clinicLocationRequired).max(300).optional(),
  clinicCity: z.string().trim().min(1, API_TEXTS.cityRequired).max(100).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  additionalLocationInfo: clearable(500).optional(),
});

/** PATCH /api/profile: personal details, practice fields and the clinic. */
export function profilePatchSchema<N extends z.ZodType, E extends z.ZodType>(name: N, email: E) {
  return z
    .object({ name: name.optional(), email: email.optional() })
    .extend(practiceFieldsSchema.shape)
    .extend(clinicEditSchema.shape)
    .superRefine((b, ctx) => {
      if (b.clinicAddress !== undefined && (b.latitude === undefined || b.longitude === undefined))
        ctx.addIssue({
          code: 'custom',
          message: PROFILE_TEXTS.locationNeeded,
          path: ['clinicAddress'],
        });
    });
}

/** What counts towards Profile Completion, each part the same. */
export const COMPLETION_PARTS = [
  'name',
  'email',
  'photo',
  'gender',
  'degrees',
  'registration',
  'languages',
  'bio',
  'clinic',
  'clinicPhone',
  'specializations',
  'timings',
  'documents',
  'verified',
  'payment',
] as const;
export type CompletionPart = (typeof COMPLETION_PARTS)[number];

export function profileCompletion(filled: Partial<Record<CompletionPart, boolean>>): {
  percent: number;
  missing: CompletionPart[];
} {
  const missing = COMPLETION_PARTS.filter((p) => !filled[p]);
  return {
    percent: Math.round(
      ((COMPLETION_PARTS.length - missing.length) / COMPLETION_PARTS.length) * 100,
    ),
    missing,
  };
}

/** The degrees as one display line ("MBBS, MD - General Medicine"). */
export const degreesLine = (list: readonly string[]) => list.join(', ');
