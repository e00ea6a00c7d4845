import { z } from 'zod';
import { ADMIN_TEXTS } from '@clinic/shared/messages';
import { adminApi } from './admin-api';
import { getDoctorApi, reviewDocumentSchema } from './get-doctor';

export const reviewInputSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('Verified'), reason: z.string().optional() }),
  z.object({
    status: z.literal('Rejected'),
    reason: z.string().trim().min(1, ADMIN_TEXTS.reasonRequired).max(500),
  }),
]);

export type ReviewDocumentInput = z.infer<typeof reviewInputSchema> & {
  doctorId: string;
  documentId: string;
};

const answerSchema = z.object({
  /** The doctor's verification status the server decided after this verdict. */
  verificationStatus: z.string(),
  documents: z.array(reviewDocumentSchema),
});
export type ReviewAnswer = z.infer<typeof answerSchema>;

/**
 * POST /admin/documents/:id/review { status, reason? }: a verdict on one document.
 * The answer (the doctor's status and documents) replaces the cached review page.
 */
export const reviewDocumentApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    reviewDocument: build.mutation<ReviewAnswer, ReviewDocumentInput>({
      query: ({ documentId, status, reason }) => ({
        url: `/admin/documents/${encodeURIComponent(documentId)}/review`,
        method: 'POST',
        body: status === 'Rejected' ? { status, reason } : { status },
      }),
      extraOptions: { fallbackError: ADMIN_TEXTS.fallbacks.review, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response),
      async onQueryStarted({ doctorId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            getDoctorApi.util.updateQueryData('getDoctor', doctorId, (review) => {
              review.doctor.verificationStatus = data.verificationStatus;
              review.documents = data.documents;
            }),
          );
        } catch {
          // The card shows the error; the cached documents are unchanged.
        }
      },
      invalidatesTags: (result) => (result ? ['AdminDoctorList'] : []),
    }),
  }),
});

export const { useReviewDocumentMutation } = reviewDocumentApi;
