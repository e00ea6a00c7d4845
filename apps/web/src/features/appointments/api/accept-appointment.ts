import { z } from 'zod';
import { PORTAL_TEXTS } from '@clinic/shared/messages';
import { APPOINTMENT_CHANGE_TAGS, portalApi } from '@/lib/portal-api';
import { setStatusInCachedLists } from '../utils/set-status-everywhere';

const answerSchema = z.object({
  appointment: z.looseObject({ id: z.string(), status: z.string() }),
});

/**
 * POST /appointments/:id/accept: Pending to Confirmed, the patient gets an
 * SMS. The row shows Confirmed at once and goes back if the server says no.
 */
export const acceptAppointmentApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    acceptAppointment: build.mutation<z.infer<typeof answerSchema>, string>({
      query: (id) => ({ url: `/appointments/${encodeURIComponent(id)}/accept`, method: 'POST' }),
      extraOptions: { fallbackError: PORTAL_TEXTS.fallbacks.accept, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const undo = dispatch(setStatusInCachedLists(id, 'Confirmed'));
        try {
          await queryFulfilled;
        } catch {
          undo();
        }
      },
      invalidatesTags: (result, _error, id) =>
        result ? [...APPOINTMENT_CHANGE_TAGS, { type: 'Appointment', id }] : [],
    }),
  }),
});

export const { useAcceptAppointmentMutation } = acceptAppointmentApi;
