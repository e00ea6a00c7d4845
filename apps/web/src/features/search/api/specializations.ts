import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { getJson } from '@/lib/plain-fetch';

export interface Specialization {
  id: number;
  name: string;
  slug: string;
}

// Checked by hand, not with zod: the landing page's search form loads this file and
// hydrates without Redux or zod (docs/decisions/030).
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

export const SPECIALIZATIONS_PATH = '/onboarding/get-all-specializations';

/** GET /onboarding/get-all-specializations with plain fetch (the search form's treatment field). */
export function fetchSpecializations(signal?: AbortSignal): Promise<Specialization[]> {
  return getJson(SPECIALIZATIONS_PATH, {
    parse: parseSpecializations,
    fallback: FALLBACK_ERRORS.specialities,
    ...(signal ? { signal } : {}),
  });
}
