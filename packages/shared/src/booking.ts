// The booking request, shared by the booking screens and the server.
import { z } from 'zod';
import { startTimeSchema } from './dates.ts';
import { VALIDATION } from './messages.ts';
import { emailSchema, mobileSchema } from './validation.ts';

export const bookingRequestSchema = z.object({
  doctorId: z.uuid('Doctor not found'),
  startTime: startTimeSchema,
  mode: z.enum(['clinic', 'virtual']),
  patient: z.object({
    name: z
      .string({ error: VALIDATION.fullNameMin })
      .trim()
      .min(2, VALIDATION.fullNameMin)
      .max(100),
    mobile: mobileSchema,
    email: z.preprocess((v) => (v === '' || v === null ? undefined : v), emailSchema.optional()),
  }),
  bookedFor: z.enum(['self', 'other']).default('self'),
  treatmentReason: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string().trim().min(10, VALIDATION.reasonMin).max(1000).optional(),
  ),
  paymentOption: z.enum(['pay-online', 'pay-later']),
  /**
   * The language the patient's SMS and emails about this booking are written in
   * (issue 14). Left out: the request's Accept-Language decides (English by default).
   */
  language: z.enum(['en', 'hi']).optional(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
