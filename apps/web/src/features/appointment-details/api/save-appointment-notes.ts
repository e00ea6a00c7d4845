import { z } from 'zod';
import { PORTAL_TEXTS } from '@clinic/shared/messages';
import { portalApi } from '@/lib/portal-api';
import { getAppointmentApi } from './get-appointment';

export interface SaveNotesInput {
  id: string;
  notes: string;
}

const answerSchema = z.object({
  appointment: z.looseObject({ id: z.string(), doctorNotes: z.string().nullish() }),
});

/** POST /appointments/:id/notes: the doctor's notes, kept with the appointment. */
export const saveAppointmentNotesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    saveAppointmentNotes: build.mutation<z.infer<typeof answerSchema>, SaveNotesInput>({
      query: ({ id, notes }) => ({
        url: `/appointments/${encodeURIComponent(id)}/notes`,
        method: 'POST',
        body: { notes },
      }),
      extraOptions: { fallbackError: PORTAL_TEXTS.fallbacks.notes, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response),
      async onQueryStarted({ id, notes }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            getAppointmentApi.util.updateQueryData('getAppointment', id, (draft) => {
              draft.appointment.doctorNotes = notes;
            }),
          );
        } catch {
          // The screen shows the error; the cache still holds what the server has.
        }
      },
    }),
  }),
});

export const { useSaveAppointmentNotesMutation } = saveAppointmentNotesApi;
