import { z } from 'zod';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { toE164India } from '@clinic/shared/phone';
import { api } from '@/lib/api-client';

export const verifyPatientOtpInputSchema = z.object({
  mobile: z.string().regex(/^\d{10}$/),
  otpCode: z.string().regex(/^\d{6}$/),
});
export type VerifyPatientOtpInput = z.infer<typeof verifyPatientOtpInputSchema>;

const resultSchema = z.looseObject({ bookingToken: z.string().min(1) });

/** POST /auth/verify-otp with otpType BOOKING: answers the 30-minute bookingToken. */
export const verifyPatientOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyPatientOtp: build.mutation<z.infer<typeof resultSchema>, VerifyPatientOtpInput>({
      query: (input) => {
        const { mobile, otpCode } = verifyPatientOtpInputSchema.parse(input);
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

export const { useVerifyPatientOtpMutation } = verifyPatientOtpApi;
