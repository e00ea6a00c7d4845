import { z } from 'zod';
import { PROFILE_TEXTS } from '@clinic/shared/practice-profile';
import { photoUploadRequest } from '@/lib/doctor-photo';
import { getProfileApi, profileSchema, type Profile } from './get-profile';
import { profileApi } from './profile-api';

const answerSchema = z.object({ profile: profileSchema });

/**
 * POST /profile/photo, multipart `photo` (JPG or PNG by content, at most 5 MB: 415 or
 * 413 otherwise). The server crops it square and answers the profile with its URLs.
 */
export const uploadPhotoApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    uploadPhoto: build.mutation<Profile, File>({
      query: photoUploadRequest,
      extraOptions: { fallbackError: PROFILE_TEXTS.photoUnreadable, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response).profile,
      async onQueryStarted(_file, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(getProfileApi.util.upsertQueryData('getProfile', undefined, data));
        } catch {
          // The control shows the error.
        }
      },
      // The user menu shows the photo of the current user.
      invalidatesTags: (result) => (result ? ['CurrentUser'] : []),
    }),
  }),
});

export const { useUploadPhotoMutation } = uploadPhotoApi;
