import { z } from 'zod';
import { PORTAL_TEXTS } from '@clinic/shared/messages';
import { portalApi } from '@/lib/portal-api';
import { appointmentListItemSchema } from '@/types/portal-appointment';

const amount = z.union([z.number(), z.string()]).nullish();

export const appointmentDetailsSchema = z.object({
  appointment: appointmentListItemSchema.extend({
    /** The session title of a slot the doctor created. */
    title: z.string().nullish(),
    patientEmail: z.string().nullish(),
    /** Rupees (or a ready-made text). */
    amountPaid: amount,
    fee: amount,
    paymentOption: z.string().nullish(),
    /** What the patient wrote when booking. */
    patientNotes: z.string().nullish(),
    /** The doctor's own notes: the Add Notes text. */
    doctorNotes: z.string().nullish(),
    /** Home visits only. */
    address: z.string().nullish(),
    /** Virtual visits only. */
    videoRoomUrl: z.string().nullish(),
    /** The statuses the doctor may set now (the current one included or not). */
    allowedStatuses: z.array(z.string()).default([]),
  }),
  /** Null for a slot created for a client who has no patient record yet. */
  patient: z
    .object({
      id: z.string().nullish(),
      name: z.string(),
      phone: z.string().nullish(),
      email: z.string().nullish(),
      /** '34 Yrs'. */
      age: z.string().nullish(),
      gender: z.string().nullish(),
      memberSince: z.string().nullish(),
    })
    .nullish()
    .transform((value) => value ?? null),
  documents: z
    .array(
      z.object({
        id: z.union([z.string(), z.number()]),
        name: z.string(),
        /** Bytes, or a ready-made text such as '1.2 MB'. */
        size: z.union([z.number(), z.string()]).nullish(),
        date: z.string().nullish(),
        url: z.string().nullish(),
      }),
    )
    .default([]),
  prescriptions: z
    .array(
      z.object({
        /** 'PRE-1234'. */
        id: z.string(),
        doctor: z.string().nullish(),
        medication: z.string().nullish(),
        date: z.string().nullish(),
        url: z.string().nullish(),
      }),
    )
    .default([]),
  invoice: z
    .object({ invoiceId: z.string(), amount: amount })
    .nullish()
    .transform((value) => value ?? null),
  /** What Save & Invoice uses when its charges are left out. */
  invoiceDefaults: z.object({ gstPercent: z.number() }).default({ gstPercent: 0 }),
});

export type AppointmentDetails = z.infer<typeof appointmentDetailsSchema>;
export type DetailedAppointment = AppointmentDetails['appointment'];

/** GET /appointments/:id: the appointment, its patient, documents, prescriptions and invoice. */
export const getAppointmentApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getAppointment: build.query<AppointmentDetails, string>({
      query: (id) => `/appointments/${encodeURIComponent(id)}`,
      extraOptions: { fallbackError: PORTAL_TEXTS.fallbacks.appointment, requiresAuth: true },
      transformResponse: (response: unknown) => appointmentDetailsSchema.parse(response),
      // Tagged by the id in the address (a uuid or the public number) and by the
      // uuid, so a change made through either refreshes the screen.
      providesTags: (result, _error, id) => [
        { type: 'Appointment', id },
        ...(result && result.appointment.id !== id
          ? [{ type: 'Appointment' as const, id: result.appointment.id }]
          : []),
      ],
    }),
  }),
});

export const { useGetAppointmentQuery } = getAppointmentApi;
