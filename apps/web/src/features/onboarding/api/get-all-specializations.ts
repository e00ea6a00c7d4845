import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { api } from '@/lib/api-client';

/** A specialisation is a string, or an object with name, title or specialization (spec section 3). */
function specializationName(item: unknown): string | null {
  if (typeof item === 'string') return item.trim() || null;
  if (typeof item !== 'object' || item === null) return null;
  const record = item as Record<string, unknown>;
  for (const key of ['name', 'title', 'specialization']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/** The list, or a list under specialities, data or specializations (spec section 7). */
export function toSpecializationNames(response: unknown): string[] {
  let list: unknown = response;
  if (!Array.isArray(list) && typeof list === 'object' && list !== null) {
    const record = list as Record<string, unknown>;
    list = record.specializations ?? record.specialities ?? record.data;
  }
  if (!Array.isArray(list)) return [];
  const names = list.map(specializationName).filter((name): name is string => name !== null);
  return [...new Set(names)];
}

/** GET /onboarding/get-all-specializations, as a list of names. */
export const getAllSpecializationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOnboardingSpecializations: build.query<string[], void>({
      query: () => '/onboarding/get-all-specializations',
      extraOptions: { fallbackError: FALLBACK_ERRORS.specialities },
      transformResponse: toSpecializationNames,
    }),
  }),
});

export const { useGetOnboardingSpecializationsQuery } = getAllSpecializationsApi;
