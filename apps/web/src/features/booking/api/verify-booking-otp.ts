import { z } from 'zod';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { toE164India } from '@clinic/shared/phone';
import { api } from '@/lib/api-client';

export const verifyBookingOtpInputSchema = z.object({
  mobile: z.string().regex(/^\d{10}$/),
  otpCode: z.string().regex(/^\d{6}$/),
});
export type VerifyBookingOtpInput = z.infer<typeof verifyBookingOtpInputSchema>;

const resultSchema = z.looseObject({
  verified: z.boolean().optional(),
  /** Proves the phone to the booking endpoints for 30 minutes (X-Booking-Token). */
  bookingToken: z.string().min(1),
});
export type VerifyBookingOtpResult = z.infer<typeof resultSchema>;

/** POST /auth/verify-otp with otpType BOOKING; a wrong or expired code is a 400 with `error`. */
export const verifyBookingOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyBookingOtp: build.mutation<VerifyBookingOtpResult, VerifyBookingOtpInput>({
      query: (input) => {
        const { mobile, otpCode } = verifyBookingOtpInputSchema.parse(input);
        return {
          url: '/auth/verify-otp',
          method: 'POST',
          body: { phoneNumber: toE164India(mobile), otpCode, otpType: 'BOOKING' },
        };
      },
      extraOptions: { fallbackError: FALLBACK_ERRORS.verifyOtp },
      transformResponse: (response: unknown) => resultSchema.parse(response),
    }),
  }),
});

export const { useVerifyBookingOtpMutation } = verifyBookingOtpApi;
