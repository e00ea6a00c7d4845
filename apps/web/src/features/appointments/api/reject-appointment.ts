import { z } from 'zod';
import { PORTAL_TEXTS } from '@clinic/shared/messages';
import { APPOINTMENT_CHANGE_TAGS, portalApi } from '@/lib/portal-api';
import { setStatusInCachedLists } from '../utils/set-status-everywhere';

const answerSchema = z.object({
  appointment: z.looseObject({ id: z.string(), status: z.string() }),
});

/**
 * POST /appointments/:id/reject: Pending to Rejected (the slot is freed), the patient gets an
 * SMS. The row shows Rejected at once and goes back if the server says no.
 */
export const rejectAppointmentApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    rejectAppointment: build.mutation<z.infer<typeof answerSchema>, string>({
      query: (id) => ({ url: `/appointments/${encodeURIComponent(id)}/reject`, method: 'POST' }),
      extraOptions: { fallbackError: PORTAL_TEXTS.fallbacks.reject, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const undo = dispatch(setStatusInCachedLists(id, 'Rejected'));
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

export const { useRejectAppointmentMutation } = rejectAppointmentApi;
