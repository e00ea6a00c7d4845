import { z } from 'zod';

/**
 * An appointment as the patient endpoints answer it (POST /bookings,
 * GET /patient/appointments, cancel, reschedule). Amounts are rupees.
 */
export const patientAppointmentSchema = z.object({
  id: z.string(),
  /** '#1122601': what the patient quotes to the clinic. */
  publicId: z.string(),
  status: z.string(),
  mode: z.string(),
  /** ISO instants. */
  startTime: z.string(),
  endTime: z.string(),
  /** The clinic's zone: dates and times are shown in it. */
  timeZone: z.string(),
  treatment: z.string().nullable(),
  paymentOption: z.string().nullable(),
  fee: z.number(),
  advance: z.number(),
  paid: z.number(),
  paymentTestMode: z.boolean().nullable(),
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
  /** The appointment as an .ics file (a signed path, no sign-in); null once cancelled. */
  calendarFileUrl: z.string().nullable().optional(),
});
export type PatientAppointment = z.infer<typeof patientAppointmentSchema>;

/** Statuses a patient may still cancel or move (until 2 hours before the start). */
export const CHANGEABLE_STATUSES = ['Pending', 'Confirmed'] as const;
