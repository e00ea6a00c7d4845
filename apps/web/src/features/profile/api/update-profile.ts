import { z } from 'zod';
import { PROFILE_TEXTS } from '@clinic/shared/messages';
import { emailSchema, nameSchema } from '@clinic/shared/validation';
import type { practiceFieldsSchema } from '@clinic/shared/practice-profile';
import { getProfileApi, profileSchema, type Profile } from './get-profile';
import { profileApi } from './profile-api';

/** The editable personal details, with the sign-up's rules and messages. */
export const updateProfileInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

const answerSchema = z.object({ profile: profileSchema });

/** What PATCH /profile takes: any of the personal, practice and clinic fields (fees in rupees). */
export type ProfilePatch = Partial<UpdateProfileInput> &
  z.output<typeof practiceFieldsSchema> & {
    clinicName?: string;
    clinicAddress?: string;
    clinicCity?: string;
    latitude?: number;
    longitude?: number;
    additionalLocationInfo?: string;
  };

/** PATCH /profile; 409 'Email already exists' when another account has it, 400 naming a bad field. */
export const updateProfileApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<Profile, ProfilePatch>({
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
