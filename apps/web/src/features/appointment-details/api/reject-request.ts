import { z } from 'zod';
import { PORTAL_TEXTS } from '@clinic/shared/messages';
import { APPOINTMENT_CHANGE_TAGS, portalApi } from '@/lib/portal-api';
import { getAppointmentApi } from './get-appointment';

const answerSchema = z.object({
  appointment: z.looseObject({ id: z.string(), status: z.string() }),
});

/**
 * POST /appointments/:id/reject from the details screen: Pending to Rejected; the patient
 * gets an SMS. The status shows Rejected at once and goes back if the server says no.
 */
export const rejectRequestApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    rejectRequest: build.mutation<z.infer<typeof answerSchema>, string>({
      query: (id) => ({ url: `/appointments/${encodeURIComponent(id)}/reject`, method: 'POST' }),
      extraOptions: { fallbackError: PORTAL_TEXTS.fallbacks.reject, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          getAppointmentApi.util.updateQueryData('getAppointment', id, (draft) => {
            draft.appointment.status = 'Rejected';
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (result, _error, id) =>
        result ? [...APPOINTMENT_CHANGE_TAGS, { type: 'Appointment', id }] : [],
    }),
  }),
});

export const { useRejectRequestMutation } = rejectRequestApi;
