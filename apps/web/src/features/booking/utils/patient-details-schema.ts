import { z } from 'zod';
import { VALIDATION } from '@clinic/shared/messages';
import type { BookingDraft } from './booking-state';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The confirmation screen's form: who the visit is for, how to reach them, how they pay. */
export const patientDetailsSchema = z.object({
  bookedFor: z.enum(['self', 'other']),
  name: z
    .string()
    .trim()
    .min(2, VALIDATION.fullNameMin)
    .max(100, 'Name must be at most 100 characters'),
  mobile: z.string().regex(/^\d{10}$/, VALIDATION.validMobile),
  /** Optional; when given it must look like an address. */
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), VALIDATION.validEmail),
  /** Optional; when given at least 10 characters (the server's rule). */
  treatmentReason: z
    .string()
    .trim()
    .max(1000, 'Please keep the reason under 1000 characters')
    .refine((value) => value === '' || value.length >= 10, VALIDATION.reasonMin),
  paymentOption: z.enum(['pay-online', 'pay-later']),
}) satisfies z.ZodType<BookingDraft>;

export type PatientDetailsValues = z.infer<typeof patientDetailsSchema>;
