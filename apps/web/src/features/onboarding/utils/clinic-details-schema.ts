import { z } from 'zod';
import { WEEKDAYS } from '@clinic/shared/constants';
import { VALIDATION } from '@clinic/shared/messages';
import {
  GENDERS,
  practiceFieldsSchema,
  type Gender,
  type PracticeFields,
} from '@clinic/shared/practice-profile';
import type { ClinicAddressOption } from '@/lib/clinic-addresses-api';
import { findTimingProblems, type ClinicTimings } from './clinic-timings';

export const CLINIC_MESSAGES = {
  emailRequired: 'Email is required',
  clinicNameRequired: 'Clinic name is required',
  clinicAddressRequired: 'Please choose the clinic address from the suggestions',
  cityRequired: 'City is required',
  specializationRequired: 'Choose at least one specialization',
  specializationsMax: 'Choose at most 10 specializations',
} as const;

/** The booking modal's simple email pattern, as in @clinic/shared/validation. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const shiftSchema = z.object({ openingTime: z.string(), closingTime: z.string() });
const daySchema = z.object({ isClosed: z.boolean(), shifts: z.array(shiftSchema) });

export const clinicTimingsSchema = z
  .object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, daySchema])) as Record<
      (typeof WEEKDAYS)[number],
      typeof daySchema
    >,
  )
  .superRefine((timings, context) => {
    for (const problem of findTimingProblems(timings)) {
      const path = !problem.day
        ? []
        : problem.shiftIndex === undefined
          ? [problem.day, 'isClosed']
          : [problem.day, 'shifts', problem.shiftIndex, problem.field ?? 'openingTime'];
      context.addIssue({ code: 'custom', message: problem.message, path });
    }
  });

/** The practice as typed at step 3: numbers as text, blanks for what was left out. */
export interface PracticeDraft {
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
  clinicPhone: string;
}

export const emptyPracticeDraft = (): PracticeDraft => ({
  gender: '',
  experience: '',
  offlineFee: '',
  onlineFee: '',
  offersVirtual: true,
  degrees: [],
  languages: [],
  registrationNumber: '',
  council: '',
  bio: '',
  clinicPhone: '',
});

/** A blank number is left out (the server keeps its default), not read as 0. */
const blankless = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The draft in the shape of the shared practice schema (before its checks). */
function practiceInput(draft: PracticeDraft) {
  return {
    gender: draft.gender === '' ? undefined : draft.gender,
    experience: blankless(draft.experience),
    offlineFee: blankless(draft.offlineFee),
    onlineFee: blankless(draft.onlineFee),
    offersVirtual: draft.offersVirtual,
    degrees: draft.degrees,
    languages: draft.languages,
    registrationNumber: draft.registrationNumber,
    council: draft.council,
    bio: draft.bio,
    clinicPhone: draft.clinicPhone,
  };
}

/** The practice fields to send, checked by the same rules as the server's. */
export function toPracticeFields(draft: PracticeDraft): PracticeFields {
  return practiceFieldsSchema.parse(practiceInput(draft));
}

const practiceDraftSchema = z
  .object({
    gender: z.enum(GENDERS).or(z.literal('')),
    experience: z.string(),
    offlineFee: z.string(),
    onlineFee: z.string(),
    offersVirtual: z.boolean(),
    degrees: z.array(z.string()),
    languages: z.array(z.string()),
    registrationNumber: z.string(),
    council: z.string(),
    bio: z.string(),
    clinicPhone: z.string(),
  })
  .superRefine((draft, context) => {
    const checked = practiceFieldsSchema.safeParse(practiceInput(draft));
    if (checked.success) return;
    const seen = new Set<PropertyKey>();
    for (const issue of checked.error.issues) {
      const field = issue.path[0];
      if (field === undefined || seen.has(field)) continue;
      seen.add(field);
      context.addIssue({ code: 'custom', message: issue.message, path: [field] });
    }
  });

export const clinicDetailsSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, CLINIC_MESSAGES.emailRequired)
    .max(254, VALIDATION.validEmail)
    .regex(EMAIL_PATTERN, VALIDATION.validEmail),
  clinicName: z.string().trim().min(1, CLINIC_MESSAGES.clinicNameRequired).max(150),
  clinicAddress: z
    .custom<ClinicAddressOption | null>()
    .refine((address) => address !== null, CLINIC_MESSAGES.clinicAddressRequired),
  clinicCity: z.string().trim().min(1, CLINIC_MESSAGES.cityRequired),
  specializations: z
    .array(z.string())
    .min(1, CLINIC_MESSAGES.specializationRequired)
    .max(10, CLINIC_MESSAGES.specializationsMax),
  clinicTimings: clinicTimingsSchema,
  additionalLocationInfo: z.string().trim().max(500, 'Keep this under 500 characters'),
  practice: practiceDraftSchema,
});

export interface ClinicDetailsValues {
  email: string;
  clinicName: string;
  clinicAddress: ClinicAddressOption | null;
  clinicCity: string;
  specializations: string[];
  clinicTimings: ClinicTimings;
  additionalLocationInfo: string;
  practice: PracticeDraft;
}
