import { z } from 'zod';
import { CLIENT_FALLBACKS } from '@clinic/shared/client-fallbacks';
import { patientAppointmentSchema, type PatientAppointment } from '@/types/patient-appointment';
import { PATIENT_APPOINTMENTS_TAG, patientAppointmentsApi } from './get-patient-appointments';

export const cancelPatientAppointmentInputSchema = z.object({
  bookingToken: z.string().min(1),
  id: z.string().min(1),
});
export type CancelPatientAppointmentInput = z.infer<typeof cancelPatientAppointmentInputSchema>;

const responseSchema = z.object({ appointment: patientAppointmentSchema });

/**
 * POST /patient/appointments/{id}/cancel: allowed until 2 hours before the start
 * (409 after). The list is fetched again either way: a 409 may mean it changed.
 */
export const cancelPatientAppointmentApi = patientAppointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    cancelPatientAppointment: build.mutation<PatientAppointment, CancelPatientAppointmentInput>({
      query: (input) => {
        const { bookingToken, id } = cancelPatientAppointmentInputSchema.parse(input);
        return {
          url: `/patient/appointments/${encodeURIComponent(id)}/cancel`,
          method: 'POST',
          headers: { 'X-Booking-Token': bookingToken },
        };
      },
      extraOptions: { fallbackError: CLIENT_FALLBACKS.myAppointments.cancel, ownCredentials: true },
      transformResponse: (response: unknown) => responseSchema.parse(response).appointment,
      invalidatesTags: [PATIENT_APPOINTMENTS_TAG],
    }),
  }),
});

export const { useCancelPatientAppointmentMutation } = cancelPatientAppointmentApi;
