import { z } from 'zod';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { otpCodeSchema } from '@clinic/shared/validation';
import { api } from '@/lib/api-client';

export const verifySignupOtpInputSchema = z.object({
  phoneNumber: z.string(),
  otpCode: otpCodeSchema,
});
export type VerifySignupOtpInput = z.infer<typeof verifySignupOtpInputSchema>;

/**
 * POST /auth/verify-otp with { phoneNumber, otpCode } (spec section 7). A verified
 * SIGNUP code lets create-user run for the next 15 minutes.
 */
export const verifySignupOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifySignupOtp: build.mutation<{ verified: boolean; message: string }, VerifySignupOtpInput>({
      query: (body) => ({ url: '/auth/verify-otp', method: 'POST', body }),
      extraOptions: { fallbackError: FALLBACK_ERRORS.verifyOtp },
    }),
  }),
});

export const { useVerifySignupOtpMutation } = verifySignupOtpApi;
