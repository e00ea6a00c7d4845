import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '@clinic/shared/constants';
import { PORTAL_TEXTS } from '@clinic/shared/messages';
import { portalApi } from '@/lib/portal-api';

const calendarAppointmentSchema = z.object({
  id: z.string(),
  publicId: z.string().nullish(),
  /** The patient (or the client the slot was created for). */
  personName: z.string(),
  title: z.string().nullish(),
  /** ISO instants. */
  startTime: z.string(),
  endTime: z.string(),
  /** '09:00 AM'. */
  time: z.string(),
  date: z.string().nullish(),
  status: z.string(),
  mode: z.string().nullish(),
});

const calendarSchema = z.object({
  month: z.string(),
  timeZone: z.string().default(DEFAULT_TIME_ZONE),
  appointments: z.array(calendarAppointmentSchema),
});

export type CalendarAppointment = z.infer<typeof calendarAppointmentSchema>;
export type CalendarMonth = z.infer<typeof calendarSchema>;

/** GET /calendar?month=YYYY-MM: the active appointments of the month's visible grid. */
export const getCalendarApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getCalendar: build.query<CalendarMonth, string>({
      query: (month) => ({ url: '/calendar', params: { month } }),
      extraOptions: { fallbackError: PORTAL_TEXTS.fallbacks.calendar, requiresAuth: true },
      transformResponse: (response: unknown) => calendarSchema.parse(response),
      providesTags: ['Calendar'],
    }),
  }),
});

export const { useGetCalendarQuery } = getCalendarApi;
