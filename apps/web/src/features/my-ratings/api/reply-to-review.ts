import { CLIENT_FALLBACKS } from '@clinic/shared/client-fallbacks';
import { reviewsApi } from './reviews-api';

interface ReplyAnswer {
  id: string;
  reply: string | null;
}

/** PUT /reviews/{id}/reply (Reply and Edit) and DELETE /reviews/{id}/reply (Remove Reply). */
export const replyToReviewApi = reviewsApi.injectEndpoints({
  endpoints: (build) => ({
    saveReply: build.mutation<ReplyAnswer, { id: string; reply: string }>({
      query: ({ id, reply }) => ({
        url: `/reviews/${encodeURIComponent(id)}/reply`,
        method: 'PUT',
        body: { reply },
      }),
      extraOptions: { fallbackError: CLIENT_FALLBACKS.ratings.saveReply, requiresAuth: true },
      invalidatesTags: ['Reviews'],
    }),
    removeReply: build.mutation<ReplyAnswer, { id: string }>({
      query: ({ id }) => ({ url: `/reviews/${encodeURIComponent(id)}/reply`, method: 'DELETE' }),
      extraOptions: { fallbackError: CLIENT_FALLBACKS.ratings.removeReply, requiresAuth: true },
      invalidatesTags: ['Reviews'],
    }),
  }),
});

export const { useSaveReplyMutation, useRemoveReplyMutation } = replyToReviewApi;
