import { z } from 'zod';
import { PROFILE_TEXTS } from '@clinic/shared/messages';
import type { DocumentKind } from '../utils/document-kinds';
import { getProfileApi, profileDocumentSchema } from './get-profile';
import { profileApi } from './profile-api';

export interface UploadDocumentInput {
  kind: DocumentKind;
  file: File;
}

const answerSchema = z.object({
  success: z.boolean(),
  verificationStatus: z.string(),
  document: profileDocumentSchema,
});

/**
 * POST /onboarding/documents/:kind, multipart `file` (PDF by content, at most 10 MB:
 * 415 or 413 otherwise). The new file replaces the old one and goes back to Pending.
 */
export const uploadDocumentApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    uploadDocument: build.mutation<z.infer<typeof answerSchema>, UploadDocumentInput>({
      query: ({ kind, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: `/onboarding/documents/${encodeURIComponent(kind)}`, method: 'POST', body };
      },
      extraOptions: { fallbackError: PROFILE_TEXTS.fallbacks.upload, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response),
      async onQueryStarted({ kind }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // Show the new document at once; the refetch below brings the new completion.
          dispatch(
            getProfileApi.util.updateQueryData('getProfile', undefined, (profile) => {
              profile.verificationStatus = data.verificationStatus;
              profile.documents = [
                ...profile.documents.filter((document) => document.kind !== kind),
                data.document,
              ];
            }),
          );
        } catch {
          // The row shows the error; the cached document is unchanged.
        }
      },
      invalidatesTags: (result) => (result ? ['Profile'] : []),
    }),
  }),
});

export const { useUploadDocumentMutation } = uploadDocumentApi;
