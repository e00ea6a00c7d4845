import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { api } from '@/lib/api-client';

export interface Specialization {
  id: number;
  name: string;
  slug: string;
}

// Checked by hand, not with zod: the landing page's search form loads this file and
// zod would add about 14 kB gzip to that first screen.
function isSpecialization(value: unknown): value is Specialization {
  const item = value as Partial<Specialization> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'number' &&
    typeof item.name === 'string' &&
    typeof item.slug === 'string'
  );
}

/** The `specializations` list of the answer; anything malformed is a parsing failure. */
export function parseSpecializations(response: unknown): Specialization[] {
  const list = (response as { specializations?: unknown } | null)?.specializations;
  if (!Array.isArray(list) || !list.every(isSpecialization)) {
    throw new TypeError('Unexpected specializations answer');
  }
  return list;
}

// The list changes only when an admin adds a speciality: keep it for the whole visit.
const ONE_HOUR_S = 3600;

/**
 * GET /onboarding/get-all-specializations: every speciality, loaded once when the
 * treatment field first needs it and filtered on the client (spec section 7).
 */
export const listSpecializationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Named for this feature: the sign-up wizard registers its own.
    listSpecializations: build.query<Specialization[], void>({
      query: () => '/onboarding/get-all-specializations',
      extraOptions: { fallbackError: FALLBACK_ERRORS.specialities },
      transformResponse: parseSpecializations,
      keepUnusedDataFor: ONE_HOUR_S,
    }),
  }),
});

export const { useListSpecializationsQuery } = listSpecializationsApi;
