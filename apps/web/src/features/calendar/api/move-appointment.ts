import { z } from 'zod';
import { PORTAL_TEXTS } from '@clinic/shared/messages';
import { portalApi } from '@/lib/portal-api';
import { getCalendarApi } from './get-calendar';

export interface MoveAppointmentInput {
  id: string;
  /** The new start with its offset ('2026-03-14T09:00:00+05:30'); the duration is kept. */
  startTime: string;
  /** For the optimistic update: the month shown and the new start and end instants. */
  month: string;
  optimistic: { startTime: string; endTime: string };
}

const answerSchema = z.object({
  appointment: z.looseObject({ id: z.string() }),
});

/**
 * PATCH /appointments/:id/move. The chip jumps to its new day at once and jumps back
 * when the server refuses (409 SLOT_TAKEN when the time is taken).
 */
export const moveAppointmentApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    moveAppointment: build.mutation<z.infer<typeof answerSchema>, MoveAppointmentInput>({
      query: ({ id, startTime }) => ({
        url: `/appointments/${encodeURIComponent(id)}/move`,
        method: 'PATCH',
        body: { startTime },
      }),
      extraOptions: { fallbackError: PORTAL_TEXTS.fallbacks.move, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response),
      async onQueryStarted({ id, month, optimistic }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          getCalendarApi.util.updateQueryData('getCalendar', month, (draft) => {
            const chip = draft.appointments.find((item) => item.id === id);
            if (chip) {
              chip.startTime = optimistic.startTime;
              chip.endTime = optimistic.endTime;
            }
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (result, _error, { id }) =>
        result ? ['Calendar', 'Dashboard', 'AppointmentList', { type: 'Appointment', id }] : [],
    }),
  }),
});

export const { useMoveAppointmentMutation } = moveAppointmentApi;
