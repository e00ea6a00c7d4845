import { z } from 'zod';
import { PORTAL_TEXTS } from '@clinic/shared/messages';
import { APPOINTMENT_CHANGE_TAGS, portalApi } from '@/lib/portal-api';
import { getAppointmentApi } from './get-appointment';

const answerSchema = z.object({
  appointment: z.looseObject({ id: z.string(), status: z.string() }),
});

/**
 * POST /appointments/:id/accept from the details screen: Pending to Confirmed; the patient
 * gets an SMS. The status shows Confirmed at once and goes back if the server says no.
 */
export const acceptRequestApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    acceptRequest: build.mutation<z.infer<typeof answerSchema>, string>({
      query: (id) => ({ url: `/appointments/${encodeURIComponent(id)}/accept`, method: 'POST' }),
      extraOptions: { fallbackError: PORTAL_TEXTS.fallbacks.accept, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          getAppointmentApi.util.updateQueryData('getAppointment', id, (draft) => {
            draft.appointment.status = 'Confirmed';
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

export const { useAcceptRequestMutation } = acceptRequestApi;
