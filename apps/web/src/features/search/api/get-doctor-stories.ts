import type { PublicStories } from '@clinic/shared/reviews';
import { CLIENT_FALLBACKS } from '@clinic/shared/client-fallbacks';
import { api } from '@/lib/api-client';

export type { PublicStories, PublicStory } from '@clinic/shared/reviews';

export const STORIES_FALLBACK_ERROR = CLIENT_FALLBACKS.stories;

/** GET /doctors/{userId}/stories: the latest patient stories with the doctor's replies (public). */
export const getDoctorStoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDoctorStories: build.query<PublicStories, string>({
      query: (doctorId) => `/doctors/${encodeURIComponent(doctorId)}/stories`,
      extraOptions: { fallbackError: STORIES_FALLBACK_ERROR },
    }),
  }),
});

export const { useGetDoctorStoriesQuery } = getDoctorStoriesApi;
