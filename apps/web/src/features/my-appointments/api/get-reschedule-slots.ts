import { z } from 'zod';
import { CLIENT_FALLBACKS } from '@clinic/shared/client-fallbacks';
import { BOOKING_DAYS_AHEAD } from '@clinic/shared/constants';
import { api } from '@/lib/api-client';
import { doctorSlotsSchema, type DoctorSlots } from '@/types/slot-day';

export const getRescheduleSlotsInputSchema = z.object({
  doctorId: z.string().min(1),
  days: z.number().int().min(1).max(14).default(BOOKING_DAYS_AHEAD),
});
export type GetRescheduleSlotsInput = z.input<typeof getRescheduleSlotsInputSchema>;

/** GET /doctors/{id}/slots: where a booking can be moved, the next 7 days. */
export const getRescheduleSlotsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRescheduleSlots: build.query<DoctorSlots, GetRescheduleSlotsInput>({
      query: (input) => {
        const { doctorId, days } = getRescheduleSlotsInputSchema.parse(input);
        return { url: `/doctors/${encodeURIComponent(doctorId)}/slots`, params: { days } };
      },
      extraOptions: { fallbackError: CLIENT_FALLBACKS.slots },
      transformResponse: (response: unknown) => doctorSlotsSchema.parse(response),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetRescheduleSlotsQuery } = getRescheduleSlotsApi;
