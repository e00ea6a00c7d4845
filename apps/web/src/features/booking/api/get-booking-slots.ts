import { z } from 'zod';
import { CLIENT_FALLBACKS } from '@clinic/shared/client-fallbacks';
import { BOOKING_DAYS_AHEAD } from '@clinic/shared/constants';
import { api } from '@/lib/api-client';
import { doctorSlotsSchema, type DoctorSlots } from '@/types/slot-day';

export const getBookingSlotsInputSchema = z.object({
  doctorId: z.string().min(1),
  days: z.number().int().min(1).max(14).default(BOOKING_DAYS_AHEAD),
});
export type GetBookingSlotsInput = z.input<typeof getBookingSlotsInputSchema>;

export const SLOTS_FALLBACK_ERROR = CLIENT_FALLBACKS.slots;

/** GET /doctors/{id}/slots: the next 7 days from the clinic's today, for 'Change Date & Time'. */
export const getBookingSlotsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookingSlots: build.query<DoctorSlots, GetBookingSlotsInput>({
      query: (input) => {
        const { doctorId, days } = getBookingSlotsInputSchema.parse(input);
        return { url: `/doctors/${encodeURIComponent(doctorId)}/slots`, params: { days } };
      },
      extraOptions: { fallbackError: SLOTS_FALLBACK_ERROR },
      transformResponse: (response: unknown) => doctorSlotsSchema.parse(response),
      // Slots are taken all the time: an answer is kept only briefly.
      keepUnusedDataFor: 15,
    }),
  }),
});

export const { useGetBookingSlotsQuery } = getBookingSlotsApi;
