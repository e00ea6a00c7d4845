import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { api } from '@/lib/api-client';
import { parseSpecializations, SPECIALIZATIONS_PATH, type Specialization } from './specializations';

export type { Specialization } from './specializations';

// The list changes only when an admin adds a speciality: keep it for the whole visit.
const ONE_HOUR_S = 3600;

/**
 * GET /onboarding/get-all-specializations through the store: the Doctors page's
 * list of specialities, rendered by the server (the search form's treatment field
 * asks with plain fetch, features/search/hooks/use-specializations.ts).
 */
export const listSpecializationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Named for this feature: the sign-up wizard registers its own.
    listSpecializations: build.query<Specialization[], void>({
      query: () => SPECIALIZATIONS_PATH,
      extraOptions: { fallbackError: FALLBACK_ERRORS.specialities },
      transformResponse: parseSpecializations,
      keepUnusedDataFor: ONE_HOUR_S,
    }),
  }),
});

export const { useListSpecializationsQuery } = listSpecializationsApi;
