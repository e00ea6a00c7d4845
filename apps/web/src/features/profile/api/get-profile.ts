import { z } from 'zod';
import { PROFILE_TEXTS } from '@clinic/shared/messages';
import { profileApi } from './profile-api';

export const profileDocumentSchema = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
  sizeBytes: z.number().nullish(),
  status: z.string(),
  reason: z.string().nullish(),
  uploadedAt: z.string(),
  reviewedAt: z.string().nullish(),
  url: z.string().nullish(),
});
export type ProfileDocument = z.infer<typeof profileDocumentSchema>;

export const profileSchema = z.object({
  name: z.string().nullish(),
  email: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  memberSince: z.string().nullish(),
  photoUrl: z.string().nullish(),
  photoThumbUrl: z.string().nullish(),
  gender: z.enum(['male', 'female', 'other']).nullish(),
  /** The degrees as chosen (a list; an older answer may send one line). */
  degrees: z
    .union([z.array(z.string()), z.string()])
    .nullish()
    .transform((v) => (Array.isArray(v) ? v : v ? [v] : [])),
  languages: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  experience: z.number().nullish(),
  /** Rupees. */
  onlineFee: z.number().nullish(),
  /** Rupees. */
  offlineFee: z.number().nullish(),
  offersVirtual: z.boolean().nullish(),
  bio: z.string().nullish(),
  registrationNumber: z.string().nullish(),
  council: z.string().nullish(),
  /** Incomplete, Pending, Verified or Rejected. */
  verificationStatus: z.string().nullish(),
  /** 0-100, computed by the server from what the doctor has filled in. */
  profileCompletion: z.number().min(0).max(100),
  clinicProfiles: z
    .array(
      z.object({
        clinicName: z.string().nullish(),
        clinicAddress: z.string().nullish(),
        city: z.string().nullish(),
        clinicPhone: z.string().nullish(),
        additionalLocationInfo: z.string().nullish(),
        latitude: z.number().nullish(),
        longitude: z.number().nullish(),
      }),
    )
    .default([]),
  documents: z.array(profileDocumentSchema).default([]),
});
export type Profile = z.infer<typeof profileSchema>;

const answerSchema = z.object({ profile: profileSchema });

/** GET /profile: the doctor's details, clinic, completion and verification documents. */
export const getProfileApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => '/profile',
      extraOptions: { fallbackError: PROFILE_TEXTS.fallbacks.profile, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response).profile,
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery } = getProfileApi;
