import type { ReviewInvitation, SubmitReviewInput } from '@clinic/shared/reviews';
import { CLIENT_FALLBACKS } from '@clinic/shared/client-fallbacks';
import { api } from '@/lib/api-client';

export type { ReviewInvitation } from '@clinic/shared/reviews';

/** GET and POST /reviews/invitations/{token}: public, the token is the only credential. */
export const reviewInvitationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewInvitation: build.query<ReviewInvitation, string>({
      query: (token) => `/reviews/invitations/${encodeURIComponent(token)}`,
      extraOptions: { fallbackError: CLIENT_FALLBACKS.review.open, ownCredentials: true },
    }),
    submitReview: build.mutation<{ id: string }, { token: string; body: SubmitReviewInput }>({
      query: ({ token, body }) => ({
        url: `/reviews/invitations/${encodeURIComponent(token)}`,
        method: 'POST',
        body,
      }),
      extraOptions: {
        fallbackError: CLIENT_FALLBACKS.review.send,
        ownCredentials: true,
      },
    }),
  }),
});

export const { useGetReviewInvitationQuery, useSubmitReviewMutation } = reviewInvitationApi;
