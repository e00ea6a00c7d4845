import { z } from 'zod';
import { PORTAL_TEXTS } from '@clinic/shared/messages';
import { portalApi } from '@/lib/portal-api';

export interface UploadPrescriptionInput {
  id: string;
  file: File;
  medication: string;
}

const answerSchema = z.object({ prescription: z.looseObject({ id: z.string() }) });

/**
 * POST /appointments/:id/prescriptions, multipart `file` (JPG, PNG or PDF by content,
 * at most 10 MB: 413 or 415 otherwise) and `medication`.
 */
export const uploadPrescriptionApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    uploadPrescription: build.mutation<z.infer<typeof answerSchema>, UploadPrescriptionInput>({
      query: ({ id, file, medication }) => {
        const body = new FormData();
        body.append('medication', medication);
        body.append('file', file, file.name);
        return {
          url: `/appointments/${encodeURIComponent(id)}/prescriptions`,
          method: 'POST',
          body,
        };
      },
      extraOptions: { fallbackError: PORTAL_TEXTS.fallbacks.prescription, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response),
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'Appointment', id }] : []),
    }),
  }),
});

export const { useUploadPrescriptionMutation } = uploadPrescriptionApi;
