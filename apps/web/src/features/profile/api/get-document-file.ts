import { PROFILE_TEXTS } from '@clinic/shared/messages';
import { profileApi } from './profile-api';

/**
 * GET /documents/:id as an object URL. The file needs the Bearer header, so it is
 * fetched here and shown from memory: the token never goes into a URL. The URL is
 * revoked when the cache entry goes (a minute after the last viewer closes).
 */
export const getDocumentFileApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    getProfileDocumentFile: build.query<string, string>({
      query: (id) => ({
        url: `/documents/${encodeURIComponent(id)}`,
        // Errors keep their JSON body so the server's message is shown.
        responseHandler: async (response) =>
          response.ok
            ? URL.createObjectURL(await response.blob())
            : response.json().catch(() => null),
      }),
      extraOptions: { fallbackError: PROFILE_TEXTS.fallbacks.openDocument, requiresAuth: true },
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

export const { useGetProfileDocumentFileQuery } = getDocumentFileApi;
