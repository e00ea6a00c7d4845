import { z } from 'zod';
import { PROFILE_TEXTS } from '@clinic/shared/messages';
import { emailSchema, nameSchema } from '@clinic/shared/validation';
import { getProfileApi, profileSchema, type Profile } from './get-profile';
import { profileApi } from './profile-api';

/** The editable personal details, with the sign-up's rules and messages. */
export const updateProfileInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

const answerSchema = z.object({ profile: profileSchema });

/** PATCH /profile { name, email }; 409 'Email already exists' when another account has it. */
export const updateProfileApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<Profile, UpdateProfileInput>({
      query: (body) => ({ url: '/profile', method: 'PATCH', body }),
      extraOptions: { fallbackError: PROFILE_TEXTS.fallbacks.update, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response).profile,
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(getProfileApi.util.upsertQueryData('getProfile', undefined, data));
        } catch {
          // The form shows the error; the cached profile is still right.
        }
      },
      // The user menu shows the name from the current user.
      invalidatesTags: (result) => (result ? ['CurrentUser'] : []),
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
