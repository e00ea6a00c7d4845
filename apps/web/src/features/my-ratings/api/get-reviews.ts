import { reviewListSchema, type ReviewList, type ReviewSort } from '@clinic/shared/reviews';
import { CLIENT_FALLBACKS } from '@clinic/shared/client-fallbacks';
import { reviewsApi } from './reviews-api';

export { REVIEW_SORTS } from '@clinic/shared/reviews';
export type { RatingSummary, ReviewList, ReviewRow, ReviewSort } from '@clinic/shared/reviews';
export type SortDirection = 'asc' | 'desc';

export interface GetReviewsInput {
  search: string;
  /** 1-5, or null for All. */
  stars: number | null;
  sort: ReviewSort;
  dir: SortDirection;
  page: number;
}

/** GET /reviews: one page of the doctor's reviews with the average and the distribution of all. */
export const getReviewsApi = reviewsApi.injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.query<ReviewList, GetReviewsInput>({
      query: (input) => {
        const params: Record<string, string | number> = {
          sort: input.sort,
          dir: input.dir,
          page: input.page,
        };
        const search = input.search.trim();
        if (search) params.search = search;
        if (input.stars) params.stars = input.stars;
        return { url: '/reviews', params };
      },
      extraOptions: { fallbackError: CLIENT_FALLBACKS.ratings.load, requiresAuth: true },
      transformResponse: (response: unknown) => reviewListSchema.parse(response),
      providesTags: ['Reviews'],
    }),
  }),
});

export const { useGetReviewsQuery } = getReviewsApi;
