import { z } from 'zod';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { toE164India } from '@clinic/shared/phone';
import { api } from '@/lib/api-client';

export const sendBookingOtpInputSchema = z.object({
  /** Ten digits, as typed. */
  mobile: z.string().regex(/^\d{10}$/),
});
export type SendBookingOtpInput = z.infer<typeof sendBookingOtpInputSchema>;

export interface SendBookingOtpResult {
  success: boolean;
  message?: string;
  expiresInSeconds?: number;
}

/** POST /auth/send-otp with otpType BOOKING: a code by SMS to the patient's phone (429 when rate-limited). */
export const sendBookingOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendBookingOtp: build.mutation<SendBookingOtpResult, SendBookingOtpInput>({
      query: (input) => {
        const { mobile } = sendBookingOtpInputSchema.parse(input);
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

export const { useSendBookingOtpMutation } = sendBookingOtpApi;
