import { z } from 'zod';

export const PORTAL_APPOINTMENT_TYPES = ['Clinic Visit', 'Home Visit', 'Virtual'] as const;

/**
 * An appointment as the doctor-portal endpoints list it (GET /portal/dashboard,
 * GET /appointments). Display strings are in the clinic's time zone; `id` is the uuid
 * used in URLs, `publicId` ('#1122584') what people quote.
 */
export const appointmentListItemSchema = z.object({
  id: z.string(),
  publicId: z.string(),
  patientId: z.string().nullish(),
  patient: z.string(),
  treatment: z.string().nullish(),
  /** 'Clinic Visit', 'Home Visit' or 'Virtual'. */
  appointmentType: z.string(),
  mode: z.string().nullish(),
  /** Pending, Confirmed, Completed, Rejected, No-Show or Cancelled. */
  status: z.string(),
  /** ISO instants. */
  startTime: z.string(),
  endTime: z.string(),
  /** '12 Mar 2026'. */
  date: z.string(),
  /** '09:00 AM'. */
  time: z.string(),
  /** '09:00 AM - 09:30 AM'. */
  timeRange: z.string().nullish(),
});

export type AppointmentListItem = z.infer<typeof appointmentListItemSchema>;
