import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { z } from 'zod';
import { PORTAL_TEXTS } from '@clinic/shared/messages';
import { APPOINTMENT_CHANGE_TAGS, type portalApi } from './portal-api';

const answerSchema = z.object({
  appointment: z.looseObject({ id: z.string(), status: z.string() }),
});

/** The doctor's answer to a Pending request. */
export type AppointmentAnswer = 'accept' | 'reject';

const STATUS_AFTER = { accept: 'Confirmed', reject: 'Rejected' } as const satisfies Record<
  AppointmentAnswer,
  string
>;

type PortalBuilder = Parameters<Parameters<typeof portalApi.injectEndpoints>[0]['endpoints']>[0];
type PortalState = Parameters<typeof portalApi.util.selectInvalidatedBy>[0];

/** A thunk showing `status` on the appointment at once; dispatching it returns what puts it back. */
export type ShowStatus = (
  id: string,
  status: string,
) => ThunkAction<() => void, PortalState, unknown, UnknownAction>;

/**
 * POST /appointments/:id/accept (Pending to Confirmed) or /reject (Pending to Rejected, the
 * slot is freed); the patient gets an SMS either way. `showStatus` shows the new status at
 * once, and it goes back if the server says no.
 */
export function appointmentAnswerMutation(
  build: PortalBuilder,
  answer: AppointmentAnswer,
  showStatus: ShowStatus,
) {
  return build.mutation<z.infer<typeof answerSchema>, string>({
    query: (id) => ({ url: `/appointments/${encodeURIComponent(id)}/${answer}`, method: 'POST' }),
    extraOptions: { fallbackError: PORTAL_TEXTS.fallbacks[answer], requiresAuth: true },
    transformResponse: (response: unknown) => answerSchema.parse(response),
    async onQueryStarted(id, { dispatch, queryFulfilled }) {
      const undo = dispatch(showStatus(id, STATUS_AFTER[answer]));
      try {
        await queryFulfilled;
      } catch {
        undo();
      }
    },
    invalidatesTags: (result, _error, id) =>
      result ? [...APPOINTMENT_CHANGE_TAGS, { type: 'Appointment', id }] : [],
  });
}
