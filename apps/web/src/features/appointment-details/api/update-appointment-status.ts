import { z } from 'zod';
import { PORTAL_TEXTS } from '@clinic/shared/messages';
import { APPOINTMENT_CHANGE_TAGS, portalApi } from '@/lib/portal-api';
import { getAppointmentApi } from './get-appointment';

export interface UpdateStatusInput {
  id: string;
  status: string;
}

const answerSchema = z.object({
  appointment: z.looseObject({ id: z.string(), status: z.string() }),
});

/**
 * PATCH /appointments/:id/status. The radio moves at once and moves back when the
 * server refuses (409: Completed and No-Show only once the start has passed).
 */
export const updateAppointmentStatusApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    updateAppointmentStatus: build.mutation<z.infer<typeof answerSchema>, UpdateStatusInput>({
      query: ({ id, status }) => ({
        url: `/appointments/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        body: { status },
      }),
      extraOptions: { fallbackError: PORTAL_TEXTS.fallbacks.status, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response),
      async onQueryStarted({ id, status }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          getAppointmentApi.util.updateQueryData('getAppointment', id, (draft) => {
            draft.appointment.status = status;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      // The allowed next statuses change with the status: read them again.
      invalidatesTags: (result, _error, { id }) =>
        result ? [...APPOINTMENT_CHANGE_TAGS, { type: 'Appointment', id }] : [],
    }),
  }),
});

export const { useUpdateAppointmentStatusMutation } = updateAppointmentStatusApi;
