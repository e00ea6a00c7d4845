import { z } from 'zod';

export const bookingViewSchema = z.object({
  id: z.string(),
  publicId: z.string(),
  status: z.string(),
  mode: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
  treatment: z.string().nullable(),
  paymentOption: z.string().nullable(),
  fee: z.number(),
  advance: z.number(),
  paid: z.number(),
  paymentTestMode: z.boolean().nullable(),
  /** Set when the system cancelled it, for example 'Payment not completed'. */
  cancelReason: z.string().nullable(),
  videoRoomUrl: z.string().nullable(),
  patient: z
    .object({ name: z.string(), mobile: z.string(), email: z.string().nullable() })
    .nullable(),
  doctor: z
    .object({
      userId: z.string(),
      name: z.string(),
      photoUrl: z.string().nullable(),
      degrees: z.string(),
      speciality: z.string(),
      experience: z.number(),
      clinicName: z.string(),
      clinicAddress: z.string(),
      locality: z.string().nullable(),
      city: z.string(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    })
    .nullable(),
  /** The appointment as an .ics file (a signed link; no sign-in needed); null once cancelled. */
  calendarFileUrl: z.string().nullable(),
});
