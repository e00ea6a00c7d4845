import { z } from 'zod';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { APPOINTMENT_CHANGE_TAGS, portalApi } from '@/lib/portal-api';

/** The spec's payload; times carry the browser's offset ('2026-03-12T09:30:00+05:30'). */
export const createAppointmentInputSchema = z.object({
  title: z.string().min(1),
  startTime: z.string(),
  endTime: z.string(),
  patientEmail: z.string(),
  note: z.string(),
});
export type CreateAppointmentInput = z.infer<typeof createAppointmentInputSchema>;

const answerSchema = z.object({
  appointment: z.looseObject({ id: z.string(), startTime: z.string().optional() }),
});

/**
 * POST /appointment/create-appointment: a slot created by the doctor for a client.
 * 409 SLOT_TAKEN when the time is taken; 400 with the spec's messages.
 */
export const createAppointmentApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    createAppointment: build.mutation<z.infer<typeof answerSchema>, CreateAppointmentInput>({
      query: (body) => ({
        url: '/appointment/create-appointment',
        method: 'POST',
        body: createAppointmentInputSchema.parse(body),
      }),
      extraOptions: { fallbackError: FALLBACK_ERRORS.createSlot, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response),
      invalidatesTags: (result) => (result ? APPOINTMENT_CHANGE_TAGS : []),
    }),
  }),
});

export const { useCreateAppointmentMutation } = createAppointmentApi;
