import { PATIENT_MESSAGES } from '@clinic/shared/patients';
import { portalApi } from '@/lib/portal-api';

/** DELETE /patients/:id/lab-reports/:documentId (204). */
export const removeLabReportApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    removeLabReport: build.mutation<null, { id: string; documentId: string }>({
      query: ({ id, documentId }) => ({
        url: `/patients/${encodeURIComponent(id)}/lab-reports/${encodeURIComponent(documentId)}`,
        method: 'DELETE',
        responseHandler: async () => null,
      }),
      extraOptions: { fallbackError: PATIENT_MESSAGES.removeFailed, requiresAuth: true },
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Patient', id }]),
    }),
  }),
});

export const { useRemoveLabReportMutation } = removeLabReportApi;
