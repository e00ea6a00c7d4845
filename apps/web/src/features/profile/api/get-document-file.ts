import { PROFILE_TEXTS } from '@clinic/shared/messages';
import { documentFileQuery } from '@/lib/document-file-query';
import { profileApi } from './profile-api';

/** One of the signed-in doctor's own documents as an object URL, for the viewer dialog. */
export const getDocumentFileApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    getProfileDocumentFile: documentFileQuery(build, PROFILE_TEXTS.fallbacks.openDocument),
  }),
});

export const { useGetProfileDocumentFileQuery } = getDocumentFileApi;
