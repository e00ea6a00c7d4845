import { z } from 'zod';
import { PROFILE_TEXTS } from '@clinic/shared/messages';
import { profileApi } from './profile-api';

const answerSchema = z.object({ success: z.boolean(), message: z.string().nullish() });

/**
 * POST /profile/deactivate { password }. The account leaves search and every session
 * ends, this one included: the caller logs out on success.
 */
export const deactivateAccountApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    deactivateAccount: build.mutation<z.infer<typeof answerSchema>, { password: string }>({
      query: (body) => ({ url: '/profile/deactivate', method: 'POST', body }),
      extraOptions: { fallbackError: PROFILE_TEXTS.fallbacks.deactivate, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response),
    }),
  }),
});

export const { useDeactivateAccountMutation } = deactivateAccountApi;
