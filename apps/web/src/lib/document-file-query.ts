import type { EndpointBuilder } from '@reduxjs/toolkit/query/react';
import type { apiBaseQuery } from './api-client';

/**
 * GET /documents/:id as an object URL. The file needs the Bearer header, so it is
 * fetched here and shown from memory: the token never goes into a URL. The URL is
 * revoked when the cache entry goes (a minute after the last viewer leaves).
 */
export function documentFileQuery<TagTypes extends string>(
  build: EndpointBuilder<typeof apiBaseQuery, TagTypes, 'api'>,
  fallbackError: string,
) {
  return build.query<string, string>({
    query: (id) => ({
      url: `/documents/${encodeURIComponent(id)}`,
      // Errors keep their JSON body so the server's message is shown.
      responseHandler: async (response) =>
        response.ok
          ? URL.createObjectURL(await response.blob())
          : response.json().catch(() => null),
    }),
    extraOptions: { fallbackError, requiresAuth: true },
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
  });
}
