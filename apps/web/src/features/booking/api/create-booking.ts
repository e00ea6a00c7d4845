import { z } from 'zod';
import { bookingRequestSchema } from '@clinic/shared/booking';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { api } from '@/lib/api-client';
import { patientAppointmentSchema, type PatientAppointment } from '@/types/patient-appointment';

export const createBookingInputSchema = z.object({
  bookingToken: z.string().min(1),
  booking: bookingRequestSchema,
});
export type CreateBookingInput = z.input<typeof createBookingInputSchema>;

const responseSchema = z.object({ appointment: patientAppointmentSchema });

/**
 * POST /bookings with the verified phone's token in X-Booking-Token. 201 books, 200
 * answers the same appointment to a repeated request (a double click); 409
 * SLOT_TAKEN, 400 for a time that is not open, 401 when the token is missing or old.
 * Pay-online waits for the payment provider (about 2 s in test mode).
 */
export const createBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    createBooking: build.mutation<PatientAppointment, CreateBookingInput>({
      query: (input) => {
        const { bookingToken, booking } = createBookingInputSchema.parse(input);
        return {
          url: '/bookings',
          method: 'POST',
          headers: { 'X-Booking-Token': bookingToken },
          body: booking,
        };
      },
      extraOptions: { fallbackError: FALLBACK_ERRORS.createAppointment, ownCredentials: true },
      transformResponse: (response: unknown) => responseSchema.parse(response).appointment,
    }),
  }),
});

export const { useCreateBookingMutation } = createBookingApi;
