import { AUTOCOMPLETE_MIN_CHARS, AUTOCOMPLETE_PAGE_SIZE } from '@clinic/shared/constants';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { getJson } from '@/lib/plain-fetch';

// Plain fetch, checked by hand: the landing page's search form loads this file and
// hydrates without Redux or zod (docs/decisions/030).

/** What the location field sends: the typed text, trimmed, at least two characters. */
export interface SearchCitiesInput {
  query: string;
}

export interface City {
  city: string;
  /** 'Bengaluru, Karnataka': what the field shows once chosen. */
  description: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface CitiesPage {
  cities: City[];
  page: number;
  limit: number;
  hasMore: boolean;
}

/** The query to send, or an error for text too short to search. */
export function parseSearchCitiesInput(input: SearchCitiesInput): SearchCitiesInput {
  const query = input.query.trim();
  if (query.length < AUTOCOMPLETE_MIN_CHARS) {
    throw new RangeError(`Type at least ${AUTOCOMPLETE_MIN_CHARS} characters`);
  }
  return { query };
}

function isCity(value: unknown): value is City {
  const city = value as Partial<City> | null;
  return (
    typeof city === 'object' &&
    city !== null &&
    typeof city.city === 'string' &&
    typeof city.description === 'string' &&
    typeof city.state === 'string' &&
    typeof city.latitude === 'number' &&
    typeof city.longitude === 'number'
  );
}

export function parseCitiesPage(response: unknown): CitiesPage {
  const page = response as Partial<CitiesPage> | null;
  if (
    typeof page !== 'object' ||
    page === null ||
    !Array.isArray(page.cities) ||
    !page.cities.every(isCity) ||
    typeof page.page !== 'number' ||
    typeof page.limit !== 'number' ||
    typeof page.hasMore !== 'boolean'
  ) {
    throw new TypeError('Unexpected cities answer');
  }
  return page as CitiesPage;
}

/**
 * GET /service/location/cities, 10 a page: page `page` of the cities matching
 * `query`; the next page exists while the server says hasMore.
 */
export function fetchCitiesPage(
  input: SearchCitiesInput,
  page: number,
  signal?: AbortSignal,
): Promise<CitiesPage> {
  return getJson('/service/location/cities', {
    params: { query: parseSearchCitiesInput(input).query, page, limit: AUTOCOMPLETE_PAGE_SIZE },
    parse: parseCitiesPage,
    fallback: FALLBACK_ERRORS.locations,
    ...(signal ? { signal } : {}),
  });
}
