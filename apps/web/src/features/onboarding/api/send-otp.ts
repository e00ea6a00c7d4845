import { z } from 'zod';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { api } from '@/lib/api-client';

export const sendSignupOtpInputSchema = z.object({
  /** '+91' followed by ten digits. */
  phoneNumber: z.string(),
});
export type SendSignupOtpInput = z.infer<typeof sendSignupOtpInputSchema>;

/** POST /auth/send-otp with otpType SIGNUP; fails with the server's text or 'Failed to send OTP.' */
export const sendSignupOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendSignupOtp: build.mutation<{ success: boolean; message: string }, SendSignupOtpInput>({
      query: ({ phoneNumber }) => ({
        url: '/auth/send-otp',
        method: 'POST',
        body: { phoneNumber, otpType: 'SIGNUP' },
      }),
      extraOptions: { fallbackError: FALLBACK_ERRORS.sendOtpSignup },
    }),
  }),
});

export const { useSendSignupOtpMutation } = sendSignupOtpApi;
