import { z } from 'zod';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { api } from '@/lib/api-client';

export const loginInputSchema = z.object({
  /** '+91' followed by ten digits. */
  phoneNumber: z.string(),
  password: z.string().min(1),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

// Loose: only what the login screen relies on is checked.
const sessionSchema = z.object({
  token: z.string().min(1),
  user: z.looseObject({ profileCompleted: z.boolean().optional() }),
});
export type LoginSession = z.infer<typeof sessionSchema>;

/** POST /auth/login: a token and the user, or 401 'Invalid mobile number or password'. */
export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginSession, LoginInput>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      extraOptions: { fallbackError: FALLBACK_ERRORS.login },
      transformResponse: (response: unknown) => sessionSchema.parse(response),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
