import { z } from 'zod';
import { labReportSchema, PATIENT_MESSAGES } from '@clinic/shared/patients';
import { portalApi } from '@/lib/portal-api';

const answerSchema = z.object({ labReport: labReportSchema });

/**
 * POST /patients/:id/lab-reports, multipart `file`: JPG, PNG or PDF by content, at most
 * 10485760 bytes (413 or 415 otherwise).
 */
export const uploadLabReportApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    uploadLabReport: build.mutation<z.infer<typeof answerSchema>, { id: string; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: `/patients/${encodeURIComponent(id)}/lab-reports`, method: 'POST', body };
      },
      extraOptions: { fallbackError: PATIENT_MESSAGES.uploadFailed, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response),
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'Patient', id }] : []),
    }),
  }),
});

export const { useUploadLabReportMutation } = uploadLabReportApi;
