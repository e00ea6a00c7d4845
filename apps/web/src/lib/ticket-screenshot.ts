import { TICKET_TEXTS } from '@clinic/shared/tickets';
import { api } from './api-client';

/**
 * GET /tickets/:id/screenshot as an object URL (the ticket's doctor and admins
 * only). The file needs the Bearer header, so it is fetched and shown from
 * memory; the URL is revoked when the cache entry goes.
 */
export const ticketScreenshotApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTicketScreenshot: build.query<string, string>({
      query: (id) => ({
        url: `/tickets/${encodeURIComponent(id)}/screenshot`,
        responseHandler: async (response) =>
          response.ok
            ? URL.createObjectURL(await response.blob())
            : response.json().catch(() => null),
      }),
      extraOptions: { fallbackError: TICKET_TEXTS.fallbacks.screenshot, requiresAuth: true },
      async onCacheEntryAdded(_id, { cacheDataLoaded, cacheEntryRemoved }) {
        let objectUrl: string | undefined;
        try {
          objectUrl = (await cacheDataLoaded).data;
        } catch {
          // Removed before it loaded: nothing to revoke.
        }
        await cacheEntryRemoved;
        if (objectUrl) URL.revokeObjectURL(objectUrl);
      },
    }),
  }),
});

export const { useGetTicketScreenshotQuery } = ticketScreenshotApi;
