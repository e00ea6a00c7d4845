// The clinic-details part of sign-up (spec sections 3 and 5), shared by the
// wizard and the server.
import { z } from 'zod';
import { DAYS_OF_WEEK, PAYMENT_METHODS } from './constants.ts';
import { API_TEXTS } from './api-texts.ts';
import { PAYMENTS_MESSAGES } from './payments.ts';
import { emailSchema, nameSchema } from './validation.ts';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, API_TEXTS.timesHhmm);
const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

export const shiftSchema = z
  .object({
    dayOfWeek: z.enum(DAYS_OF_WEEK as [string, ...string[]]),
    startTime: hhmm,
    endTime: hhmm,
  })
  .refine((s) => toMinutes(s.endTime) > toMinutes(s.startTime), {
    message: API_TEXTS.closingAfterOpening,
    path: ['endTime'],
  });

export const timingsSchema = z
  .array(shiftSchema)
  .max(50)
  .refine(
    (shifts) =>
      DAYS_OF_WEEK.every((day) => {
        const ofDay = shifts
          .filter((s) => s.dayOfWeek === day)
          .sort((a, b) => toMinutes(a.startTime) - toMinutes(b.startTime));
        return ofDay.every(
          (s, i) => i === 0 || toMinutes(s.startTime) >= toMinutes(ofDay[i - 1]!.endTime),
        );
      }),
    { message: API_TEXTS.shiftsOverlap },
  );

export const clinicDetailsSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  clinicName: z
    .string()
    .trim()
    .min(1, API_TEXTS.clinicNameRequired)
    .max(150, API_TEXTS.clinicNameTooLong),
  clinicAddress: z.string().trim().min(1, API_TEXTS.clinicLocationRequired).max(300),
  clinicCity: z.string().trim().min(1, API_TEXTS.cityRequired).max(100),
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
  additionalLocationInfo: z.string().trim().max(500).optional(),
  specializations: z
    .array(z.string().trim().min(1))
    .min(1, API_TEXTS.chooseOneSpecialization)
    .max(10)
    .refine(
      (list) => new Set(list.map((s) => s.toLowerCase())).size === list.length,
      API_TEXTS.specializationOnce,
    ),
  timings: timingsSchema,
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  ifscCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Enter a valid IFSC code (like HDFC0001234)')
    .optional(),
  cashHandler: z.string().trim().max(100, PAYMENTS_MESSAGES.cashHandlerTooLong).optional(),
});
export type ClinicDetails = z.infer<typeof clinicDetailsSchema>;

/** The multipart file fields of complete-profile, and the document kind each becomes. */
export const ONBOARDING_FILE_FIELDS = {
  governmentId: 'governmentId',
  degreeCertificate: 'degreeCertificate',
  medicalRegistrationCert: 'medicalRegistration',
  clinicDocument: 'clinicDocument',
  bankInfo: 'bankInfo',
} as const;
