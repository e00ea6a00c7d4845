import { z } from 'zod';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { toE164India } from '@clinic/shared/phone';
import { api } from '@/lib/api-client';

export const sendPatientOtpInputSchema = z.object({ mobile: z.string().regex(/^\d{10}$/) });
export type SendPatientOtpInput = z.infer<typeof sendPatientOtpInputSchema>;

/** POST /auth/send-otp with otpType BOOKING: the code that opens a patient's bookings. */
export const sendPatientOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendPatientOtp: build.mutation<unknown, SendPatientOtpInput>({
      query: (input) => {
        const { mobile } = sendPatientOtpInputSchema.parse(input);
        return {
          url: '/auth/send-otp',
          method: 'POST',
          body: { phoneNumber: toE164India(mobile), otpType: 'BOOKING' },
        };
      },
      extraOptions: { fallbackError: FALLBACK_ERRORS.sendOtp },
    }),
  }),
});

export const { useSendPatientOtpMutation } = sendPatientOtpApi;
