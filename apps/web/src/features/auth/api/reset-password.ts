import { z } from 'zod';
import { CLIENT_FALLBACKS } from '@clinic/shared/client-fallbacks';
import { api } from '@/lib/api-client';

export const resetPasswordInputSchema = z.object({
  resetToken: z.string().min(1),
  password: z.string(),
  confirmPassword: z.string(),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const RESET_PASSWORD_FALLBACK = CLIENT_FALLBACKS.resetPassword;

/** POST /auth/reset-password with the resetToken a RESET code gave. */
export const resetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<{ success: boolean; message: string }, ResetPasswordInput>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
      extraOptions: { fallbackError: RESET_PASSWORD_FALLBACK },
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;
