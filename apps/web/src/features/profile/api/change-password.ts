import { z } from 'zod';
import { PROFILE_TEXTS } from '@clinic/shared/messages';
import { sessionStarted } from '@/lib/session-events';
import { setToken } from '@/lib/token-storage';
import { profileApi } from './profile-api';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const answerSchema = z.object({
  success: z.boolean(),
  message: z.string().nullish(),
  token: z.string().min(1),
});
export type ChangePasswordAnswer = z.infer<typeof answerSchema>;

/**
 * POST /auth/change-password. The server ends every other session and answers a
 * new token, which replaces the stored one so this tab stays signed in.
 */
export const changePasswordApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<ChangePasswordAnswer, ChangePasswordInput>({
      query: (body) => ({ url: '/auth/change-password', method: 'POST', body }),
      extraOptions: { fallbackError: PROFILE_TEXTS.fallbacks.changePassword, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          setToken(data.token);
          dispatch(sessionStarted(data.token));
        } catch {
          // A failed change leaves the old password and token in place.
        }
      },
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
