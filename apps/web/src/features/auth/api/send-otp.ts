import { z } from 'zod';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { api } from '@/lib/api-client';

export const sendOtpInputSchema = z.union([
  z.object({
    /** '+91' followed by ten digits. */
    phoneNumber: z.string(),
    otpType: z.enum(['LOGIN', 'RESET']),
  }),
  z.object({
    /** Forgot password only: the code goes to the account's registered mobile number. */
    email: z.string(),
    otpType: z.literal('RESET'),
  }),
]);
export type SendOtpInput = z.infer<typeof sendOtpInputSchema>;

export interface SendOtpResult {
  success: boolean;
  message: string;
  expiresInSeconds?: number;
}

/**
 * POST /auth/send-otp for the login screens. The server answers the same whether
 * or not the number (or email) is registered, and 429 with a message when rate-limited.
 */
export const sendOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Named for this feature: the sign-up and booking screens register their own.
    sendAuthOtp: build.mutation<SendOtpResult, SendOtpInput>({
      query: (body) => ({ url: '/auth/send-otp', method: 'POST', body }),
      extraOptions: { fallbackError: FALLBACK_ERRORS.sendOtp },
    }),
  }),
});

export const { useSendAuthOtpMutation } = sendOtpApi;
