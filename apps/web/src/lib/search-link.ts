/**
 * How any screen links to the doctor search: /search-results with `location` and
 * `treatment` as query parameters and, as the spec asks, in the navigation state.
 * Shared by the landing page, the doctors directory and the search itself.
 */
export const SEARCH_RESULTS_PATH = '/search-results';

export interface SearchTerms {
  location?: string | undefined;
  treatment?: string | undefined;
}

/** The navigation state /search-results reads: both terms, trimmed, possibly empty. */
export interface SearchNavigationState {
  location: string;
  treatment: string;
}

/** '/search-results?location=Bengaluru&treatment=Dermatologist'; empty terms are left out. */
export function searchResultsHref(terms: SearchTerms, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  const location = terms.location?.trim();
  const treatment = terms.treatment?.trim();
  if (location) params.set('location', location);
  if (treatment) params.set('treatment', treatment);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `${SEARCH_RESULTS_PATH}?${query}` : SEARCH_RESULTS_PATH;
}

/** The state to pass along with searchResultsHref. */
export function searchNavigationState(terms: SearchTerms): SearchNavigationState {
  return { location: terms.location?.trim() ?? '', treatment: terms.treatment?.trim() ?? '' };
}

/** The city of a location: the part before the first comma ('Bengaluru, Karnataka'). */
export function cityOfLocation(location: string): string {
  return (location.split(',')[0] ?? '').trim();
}
