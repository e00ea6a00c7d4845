import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '@clinic/shared/constants';
import { PORTAL_TEXTS } from '@clinic/shared/messages';
import { portalApi } from '@/lib/portal-api';
import { appointmentListItemSchema } from '@/types/portal-appointment';

const cardSchema = z.object({
  value: z.number(),
  /** Change against the previous period in percent; null when there is nothing to compare. */
  changePercent: z.number().nullable(),
  comparedTo: z.string(),
});

const dashboardSchema = z.object({
  cards: z.object({
    totalPatients: cardSchema,
    /** Rupees. */
    totalEarnings: cardSchema,
    pendingRequests: cardSchema,
    upcomingAppointments: cardSchema,
  }),
  /** The next 50, soonest first. */
  upcoming: z.array(appointmentListItemSchema),
  /** Up to 30, oldest request first. */
  pendingRequests: z.array(appointmentListItemSchema),
  announcements: z.array(
    z.object({ id: z.union([z.string(), z.number()]), title: z.string(), message: z.string() }),
  ),
  /** The clinic's zone, in which 'Today' and 'Tomorrow' are decided. */
  timeZone: z.string().default(DEFAULT_TIME_ZONE),
});

export type DashboardCard = z.infer<typeof cardSchema>;
export type Dashboard = z.infer<typeof dashboardSchema>;
export type Announcement = Dashboard['announcements'][number];

/** GET /portal/dashboard: one request fills the whole dashboard. */
export const getDashboardApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, void>({
      query: () => '/portal/dashboard',
      extraOptions: { fallbackError: PORTAL_TEXTS.fallbacks.dashboard, requiresAuth: true },
      transformResponse: (response: unknown) => dashboardSchema.parse(response),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = getDashboardApi;
