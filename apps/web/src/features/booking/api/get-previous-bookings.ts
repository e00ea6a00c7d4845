import { z } from 'zod';
import { api } from '@/lib/api-client';
import { patientAppointmentSchema, type PatientAppointment } from '@/types/patient-appointment';

export const getPreviousBookingsInputSchema = z.object({ bookingToken: z.string().min(1) });
export type GetPreviousBookingsInput = z.infer<typeof getPreviousBookingsInputSchema>;

const responseSchema = z.object({ appointments: z.array(patientAppointmentSchema) });

/**
 * GET /patient/appointments: the verified phone's earlier bookings, newest first.
 * The confirmation screen takes the patient's own name and email from them.
 */
export const getPreviousBookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPreviousBookings: build.query<PatientAppointment[], GetPreviousBookingsInput>({
      query: (input) => {
        const { bookingToken } = getPreviousBookingsInputSchema.parse(input);
        return { url: '/patient/appointments', headers: { 'X-Booking-Token': bookingToken } };
      },
      extraOptions: { ownCredentials: true },
      transformResponse: (response: unknown) => responseSchema.parse(response).appointments,
    }),
  }),
});

export const { useGetPreviousBookingsQuery } = getPreviousBookingsApi;
