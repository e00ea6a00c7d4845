import { z } from 'zod';
import { PROFILE_TEXTS } from '@clinic/shared/practice-profile';
import { api } from '@/lib/api-client';
import { photoUploadRequest } from '@/lib/doctor-photo';

const answerSchema = z.object({
  profile: z.looseObject({ photoUrl: z.string(), photoThumbUrl: z.string().nullish() }),
});

export interface UploadedPhoto {
  /** The square 400 px photo patients see. */
  photoUrl: string;
}

/**
 * The photo at sign-up step 3, through My Profile's endpoint (POST /profile/photo):
 * the account and its session exist since step 2, so the photo is stored at once and
 * nothing of it has to be kept in the browser. JPG or PNG by content, at most 5 MB
 * (415 or 413 otherwise); the server crops it square in two sizes.
 */
export const uploadSignupPhotoApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadSignupPhoto: build.mutation<UploadedPhoto, File>({
      query: photoUploadRequest,
      extraOptions: { fallbackError: PROFILE_TEXTS.photoUnreadable, requiresAuth: true },
      transformResponse: (response: unknown) => ({
        photoUrl: answerSchema.parse(response).profile.photoUrl,
      }),
      // The signed-in user's answer carries the photo too.
      invalidatesTags: (result) => (result ? ['CurrentUser'] : []),
    }),
  }),
});

export const { useUploadSignupPhotoMutation } = uploadSignupPhotoApi;
