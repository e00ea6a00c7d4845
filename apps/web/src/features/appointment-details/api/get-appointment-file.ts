import { PORTAL_TEXTS } from '@clinic/shared/messages';
import { portalApi } from '@/lib/portal-api';

/** A patient's document or a prescription picked for viewing. */
export interface ViewedFile {
  name: string;
  url: string;
}

export interface LoadedFile {
  /** An object URL of the bytes (never a URL carrying the token). */
  objectUrl: string;
  /** 'application/pdf', 'image/png'... */
  type: string;
}

/** '/api/documents/abc' (as the server links it) -> '/documents/abc' (under the API base). */
export function apiPath(url: string): string {
  return url.replace(/^\/api(?=\/)/, '');
}

/**
 * A patient document or a prescription file, fetched with the Bearer header and shown
 * from memory: the files need the session, and the token never goes into a URL. The
 * object URL is revoked when the cache entry goes.
 */
export const getAppointmentFileApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getAppointmentFile: build.query<LoadedFile, string>({
      query: (url) => ({
        url: apiPath(url),
        // Errors keep their JSON body so the server's message is shown.
        responseHandler: async (response) => {
          if (!response.ok) return response.json().catch(() => null);
          const blob = await response.blob();
          return { objectUrl: URL.createObjectURL(blob), type: blob.type };
        },
      }),
      extraOptions: { fallbackError: PORTAL_TEXTS.fallbacks.openFile, requiresAuth: true },
      async onCacheEntryAdded(_url, { cacheDataLoaded, cacheEntryRemoved }) {
        let objectUrl: string | undefined;
        try {
          objectUrl = (await cacheDataLoaded).data.objectUrl;
        } catch {
          // Removed before it loaded: nothing to revoke.
        }
        await cacheEntryRemoved;
        if (objectUrl) URL.revokeObjectURL(objectUrl);
      },
    }),
  }),
});

export const { useGetAppointmentFileQuery } = getAppointmentFileApi;
