import { z } from 'zod';
import { consultationNoteSchema, PATIENT_MESSAGES } from '@clinic/shared/patients';
import { portalApi } from '@/lib/portal-api';

const answerSchema = z.object({ note: consultationNoteSchema });

/** POST /patients/:id/notes { text }: a consultation note (not empty after trimming). */
export const addPatientNoteApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    addPatientNote: build.mutation<z.infer<typeof answerSchema>, { id: string; text: string }>({
      query: ({ id, text }) => ({
        url: `/patients/${encodeURIComponent(id)}/notes`,
        method: 'POST',
        body: { text },
      }),
      extraOptions: { fallbackError: PATIENT_MESSAGES.saveNoteFailed, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response),
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'Patient', id }] : []),
    }),
  }),
});

export const { useAddPatientNoteMutation } = addPatientNoteApi;
