import { z } from 'zod';
import { CLIENT_FALLBACKS } from '@clinic/shared/client-fallbacks';
import { patientAppointmentSchema, type PatientAppointment } from '@/types/patient-appointment';
import { PATIENT_APPOINTMENTS_TAG, patientAppointmentsApi } from './get-patient-appointments';

export const reschedulePatientAppointmentInputSchema = z.object({
  bookingToken: z.string().min(1),
  id: z.string().min(1),
  /** The new slot's start instant. */
  startTime: z.string().min(1),
});
export type ReschedulePatientAppointmentInput = z.infer<
  typeof reschedulePatientAppointmentInputSchema
>;

const responseSchema = z.object({ appointment: patientAppointmentSchema });

/**
 * POST /patient/appointments/{id}/reschedule: moves the booking to another free slot
 * of the same doctor; 409 SLOT_TAKEN when someone was quicker, 409 within 2 hours.
 */
export const reschedulePatientAppointmentApi = patientAppointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    reschedulePatientAppointment: build.mutation<
      PatientAppointment,
      ReschedulePatientAppointmentInput
    >({
      query: (input) => {
        const { bookingToken, id, startTime } =
          reschedulePatientAppointmentInputSchema.parse(input);
        return {
          url: `/patient/appointments/${encodeURIComponent(id)}/reschedule`,
          method: 'POST',
          headers: { 'X-Booking-Token': bookingToken },
          body: { startTime },
        };
      },
      extraOptions: { fallbackError: CLIENT_FALLBACKS.myAppointments.move, ownCredentials: true },
      transformResponse: (response: unknown) => responseSchema.parse(response).appointment,
      invalidatesTags: [PATIENT_APPOINTMENTS_TAG],
    }),
  }),
});

export const { useReschedulePatientAppointmentMutation } = reschedulePatientAppointmentApi;
