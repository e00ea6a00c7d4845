import { z } from 'zod';
import { CLIENT_FALLBACKS } from '@clinic/shared/client-fallbacks';
import { api } from '@/lib/api-client';
import { patientAppointmentSchema, type PatientAppointment } from '@/types/patient-appointment';

export const PATIENT_APPOINTMENTS_TAG = 'PatientAppointments';

/** The app's API with the tag the patient's bookings are cached under. */
export const patientAppointmentsApi = api.enhanceEndpoints({
  addTagTypes: [PATIENT_APPOINTMENTS_TAG],
});

export const getPatientAppointmentsInputSchema = z.object({ bookingToken: z.string().min(1) });
export type GetPatientAppointmentsInput = z.infer<typeof getPatientAppointmentsInputSchema>;

const responseSchema = z.object({ appointments: z.array(patientAppointmentSchema) });

/** GET /patient/appointments: every booking made from the verified phone (X-Booking-Token). */
export const getPatientAppointmentsApi = patientAppointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    getPatientAppointments: build.query<PatientAppointment[], GetPatientAppointmentsInput>({
      query: (input) => {
        const { bookingToken } = getPatientAppointmentsInputSchema.parse(input);
        return { url: '/patient/appointments', headers: { 'X-Booking-Token': bookingToken } };
      },
      extraOptions: { fallbackError: CLIENT_FALLBACKS.myAppointments.load, ownCredentials: true },
      transformResponse: (response: unknown) => responseSchema.parse(response).appointments,
      providesTags: [PATIENT_APPOINTMENTS_TAG],
    }),
  }),
});

export const { useGetPatientAppointmentsQuery } = getPatientAppointmentsApi;
