import * as z from 'zod/mini';
import { CLIENT_FALLBACKS } from '@clinic/shared/client-fallbacks';
import { BOOKING_DAYS_AHEAD } from '@clinic/shared/constants';
import { api } from '@/lib/api-client';

export const getDoctorSlotsInputSchema = z.object({
  doctorId: z.string().check(z.minLength(1)),
  /** Days from the clinic's today; the results picker shows the next 7. */
  days: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(14)), BOOKING_DAYS_AHEAD),
});
export type GetDoctorSlotsInput = z.input<typeof getDoctorSlotsInputSchema>;

const slotSchema = z.object({
  /** '09:00 AM', in the clinic's zone. */
  time: z.string(),
  /** The UTC instant the slot starts. */
  start: z.string(),
  available: z.boolean(),
});
const slotDaySchema = z.object({
  /** YYYY-MM-DD in the clinic's zone. */
  date: z.string(),
  /** 'Today', 'Tomorrow' or like 'Wed, 12 Mar'. */
  label: z.string(),
  slots: z.object({
    morning: z.array(slotSchema),
    afternoon: z.array(slotSchema),
    evening: z.array(slotSchema),
  }),
  /** Open slots of the day. */
  totalSlots: z.number(),
  /** Full with bookings that may free: the day offers the waitlist. */
  waitlist: z.boolean(),
});
const responseSchema = z.object({
  doctorId: z.string(),
  timeZone: z.string(),
  slotMinutes: z.number(),
  days: z.array(slotDaySchema),
});

export type DoctorSlot = z.infer<typeof slotSchema>;
export type DoctorSlotDay = z.infer<typeof slotDaySchema>;
export type DoctorSlots = z.infer<typeof responseSchema>;

export const SLOTS_FALLBACK_ERROR = CLIENT_FALLBACKS.slots;
// Slots are taken all the time: keep a closed panel's answer only briefly.
const KEEP_SLOTS_S = 30;

/** GET /doctors/{id}/slots: the next days' slots, grouped morning, afternoon and evening. */
export const getDoctorSlotsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDoctorSlots: build.query<DoctorSlots, GetDoctorSlotsInput>({
      query: (input) => {
        const { doctorId, days } = getDoctorSlotsInputSchema.parse(input);
        return { url: `/doctors/${encodeURIComponent(doctorId)}/slots`, params: { days } };
      },
      extraOptions: { fallbackError: SLOTS_FALLBACK_ERROR },
      transformResponse: (response: unknown) => responseSchema.parse(response),
      keepUnusedDataFor: KEEP_SLOTS_S,
    }),
  }),
});

export const { useGetDoctorSlotsQuery } = getDoctorSlotsApi;
