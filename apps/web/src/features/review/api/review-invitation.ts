import type { ReviewInvitation, SubmitReviewInput } from '@clinic/shared/reviews';
import { api } from '@/lib/api-client';

export type { ReviewInvitation } from '@clinic/shared/reviews';

const FALLBACK = 'Could not open this review link. Please try again.';

/** GET and POST /reviews/invitations/{token}: public, the token is the only credential. */
export const reviewInvitationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewInvitation: build.query<ReviewInvitation, string>({
      query: (token) => `/reviews/invitations/${encodeURIComponent(token)}`,
      extraOptions: { fallbackError: FALLBACK, ownCredentials: true },
    }),
    submitReview: build.mutation<{ id: string }, { token: string; body: SubmitReviewInput }>({
      query: ({ token, body }) => ({
        url: `/reviews/invitations/${encodeURIComponent(token)}`,
        method: 'POST',
        body,
      }),
      extraOptions: {
        fallbackError: 'Could not send your review. Please try again.',
        ownCredentials: true,
      },
    }),
  }),
});

export const { useGetReviewInvitationQuery, useSubmitReviewMutation } = reviewInvitationApi;
