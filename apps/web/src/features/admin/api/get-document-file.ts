import { ADMIN_TEXTS } from '@clinic/shared/messages';
import { documentFileQuery } from '@/lib/document-file-query';
import { adminApi } from './admin-api';

/** A doctor's uploaded document as an object URL, for the review screen. */
export const getDocumentFileApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminDocumentFile: documentFileQuery(build, ADMIN_TEXTS.fallbacks.openDocument),
  }),
});

export const { useGetAdminDocumentFileQuery } = getDocumentFileApi;
