import { z } from 'zod';
import { PORTAL_TEXTS } from '@clinic/shared/messages';
import { portalApi } from '@/lib/portal-api';

const summarySchema = z.object({
  /** Appointments waiting for Accept or Reject: the sidebar's Appointments badge. */
  pendingRequests: z.number(),
  /** The bell's count. */
  unreadNotifications: z.number(),
});
export type PortalSummary = z.infer<typeof summarySchema>;

/** How often the badge and the bell look for news while the portal is open. */
export const SUMMARY_POLL_MS = 60_000;

/** GET /portal/summary: the two live counts of the portal's frame. */
export const getPortalSummaryApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getPortalSummary: build.query<PortalSummary, void>({
      query: () => '/portal/summary',
      extraOptions: { fallbackError: PORTAL_TEXTS.fallbacks.summary, requiresAuth: true },
      transformResponse: (response: unknown) => summarySchema.parse(response),
      providesTags: ['PortalSummary'],
    }),
  }),
});

export const { useGetPortalSummaryQuery } = getPortalSummaryApi;
