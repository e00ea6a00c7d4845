import { PATIENT_MESSAGES } from '@clinic/shared/patients';
import { portalApi } from '@/lib/portal-api';

/** A prescription's file or a lab report picked for viewing. */
export interface ViewedFile {
  name: string;
  documentId: string;
}

export interface LoadedFile {
  /** An object URL of the bytes (never a URL carrying the token). */
  objectUrl: string;
  /** 'application/pdf', 'image/png'... */
  type: string;
}

/**
 * GET /documents/:id (a prescription's file or a lab report) fetched with the Bearer
 * header and shown from memory: the token never goes into a URL. The object URL is
 * revoked when the cache entry goes.
 */
export const getPatientFileApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getPatientFile: build.query<LoadedFile, string>({
      query: (documentId) => ({
        url: `/documents/${encodeURIComponent(documentId)}`,
        // Errors keep their JSON body so the server's message is shown.
        responseHandler: async (response) => {
          if (!response.ok) return response.json().catch(() => null);
          const blob = await response.blob();
          return { objectUrl: URL.createObjectURL(blob), type: blob.type };
        },
      }),
      extraOptions: { fallbackError: PATIENT_MESSAGES.fileFailed, requiresAuth: true },
      async onCacheEntryAdded(_id, { cacheDataLoaded, cacheEntryRemoved }) {
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

export const { useGetPatientFileQuery } = getPatientFileApi;
