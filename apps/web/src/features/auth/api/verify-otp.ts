import { z } from 'zod';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { api } from '@/lib/api-client';

export const verifyOtpInputSchema = z.union([
  z.object({
    phoneNumber: z.string(),
    otpCode: z.string().length(6),
    otpType: z.enum(['LOGIN', 'RESET']),
  }),
  z.object({
    /** Forgot password by email: the code the account's registered mobile number got. */
    email: z.string(),
    otpCode: z.string().length(6),
    otpType: z.literal('RESET'),
  }),
]);
export type VerifyOtpInput = z.infer<typeof verifyOtpInputSchema>;

const verifyOtpResultSchema = z.looseObject({
  verified: z.boolean().optional(),
  message: z.string().optional(),
  /** RESET: proves the code for POST /auth/reset-password. */
  resetToken: z.string().optional(),
  /** LOGIN: a session, exactly as /auth/login gives it. */
  token: z.string().optional(),
  user: z.looseObject({ profileCompleted: z.boolean().optional() }).optional(),
});
export type VerifyOtpResult = z.infer<typeof verifyOtpResultSchema>;

/** POST /auth/verify-otp for the login screens; a wrong, expired or locked code is a 400. */
export const verifyOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyAuthOtp: build.mutation<VerifyOtpResult, VerifyOtpInput>({
      query: (body) => ({ url: '/auth/verify-otp', method: 'POST', body }),
      extraOptions: { fallbackError: FALLBACK_ERRORS.verifyOtp },
      transformResponse: (response: unknown) => verifyOtpResultSchema.parse(response),
    }),
  }),
});

export const { useVerifyAuthOtpMutation } = verifyOtpApi;
