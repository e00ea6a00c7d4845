import { z } from 'zod';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { api } from '@/lib/api-client';

export const checkEmailExistsInputSchema = z.object({ email: z.string() });

const checkEmailExistsResultSchema = z.object({ exists: z.boolean() });

/** POST /auth/check-email-exists: whether another account already uses the email. */
export const checkEmailExistsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A query, though sent by POST: answers are cached per address while typing.
    checkEmailExists: build.query<boolean, string>({
      query: (email) => ({ url: '/auth/check-email-exists', method: 'POST', body: { email } }),
      extraOptions: { fallbackError: FALLBACK_ERRORS.checkEmail },
      transformResponse: (response: unknown) => checkEmailExistsResultSchema.parse(response).exists,
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useCheckEmailExistsQuery, useLazyCheckEmailExistsQuery } = checkEmailExistsApi;
