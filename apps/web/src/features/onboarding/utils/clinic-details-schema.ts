import { z } from 'zod';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { WEEKDAYS } from '@clinic/shared/constants';
import { VALIDATION } from '@clinic/shared/messages';
import { practiceFieldsSchema, type PracticeFields } from '@clinic/shared/practice-profile';
import {
  checkPracticeDraft,
  emptyPracticeDraft as emptySharedDraft,
  practiceDraftShape,
  practiceInput,
  type PracticeDraft,
} from '@/components/ui/practice-draft';
import type { ClinicAddressOption } from '@/lib/clinic-addresses-api';
import { findTimingProblems, type ClinicTimings } from './clinic-timings';

export const CLINIC_MESSAGES = {
  emailRequired: 'Email is required',
  clinicNameRequired: 'Clinic name is required',
  clinicAddressRequired: 'Please choose the clinic address from the suggestions',
  cityRequired: 'City is required',
  specializationRequired: 'Choose at least one specialization',
  specializationsMax: 'Choose at most 10 specializations',
  extraInfoTooLong: 'Keep this under 500 characters',
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

/** The practice as typed at step 3: the shared practice draft and the phone patients call. */
export interface SignUpPracticeDraft extends PracticeDraft {
  clinicPhone: string;
}

export const emptyPracticeDraft = (): SignUpPracticeDraft => ({
  ...emptySharedDraft(),
  clinicPhone: '',
});

/** The practice fields to send, checked by the same rules as the server's. */
export function toPracticeFields(draft: SignUpPracticeDraft): PracticeFields {
  return practiceFieldsSchema.parse(practiceInput(draft));
}

const practiceDraftSchema = z
  .object({ ...practiceDraftShape, clinicPhone: z.string() })
  .superRefine(checkPracticeDraft);

export const clinicDetailsSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, CLINIC_MESSAGES.emailRequired)
    .max(254, VALIDATION.validEmail)
    .regex(EMAIL_PATTERN, VALIDATION.validEmail),
  clinicName: z
    .string()
    .trim()
    .min(1, CLINIC_MESSAGES.clinicNameRequired)
    .max(150, API_TEXTS.clinicNameTooLong),
  clinicAddress: z
    .custom<ClinicAddressOption | null>()
    .refine((address) => address !== null, CLINIC_MESSAGES.clinicAddressRequired),
  clinicCity: z.string().trim().min(1, CLINIC_MESSAGES.cityRequired),
  specializations: z
    .array(z.string())
    .min(1, CLINIC_MESSAGES.specializationRequired)
    .max(10, CLINIC_MESSAGES.specializationsMax),
  clinicTimings: clinicTimingsSchema,
  additionalLocationInfo: z.string().trim().max(500, CLINIC_MESSAGES.extraInfoTooLong),
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
  practice: SignUpPracticeDraft;
}
