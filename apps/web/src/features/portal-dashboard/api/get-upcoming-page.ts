import { z } from 'zod';
import { PORTAL_TEXTS } from '@clinic/shared/messages';
import { portalApi } from '@/lib/portal-api';
import { appointmentListItemSchema } from '@/types/portal-appointment';

const pageSchema = z.object({
  total: z.number(),
  appointments: z.array(appointmentListItemSchema),
});
export type UpcomingPage = z.infer<typeof pageSchema>;

/**
 * GET /appointments?upcoming=true: a page of the upcoming appointments past the first
 * 50 the dashboard carries. The server defines upcoming once, so these pages continue
 * the dashboard's list and its total is the Upcoming Appointments card.
 */
export const getUpcomingPageApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getUpcomingPage: build.query<UpcomingPage, { page: number; pageSize: number }>({
      query: ({ page, pageSize }) => ({
        url: '/appointments',
        params: { upcoming: 'true', page, pageSize },
      }),
      extraOptions: { fallbackError: PORTAL_TEXTS.fallbacks.dashboard, requiresAuth: true },
      transformResponse: (response: unknown) => pageSchema.parse(response),
      providesTags: ['AppointmentList'],
    }),
  }),
});

export const { useGetUpcomingPageQuery } = getUpcomingPageApi;
