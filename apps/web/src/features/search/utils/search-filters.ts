import * as z from 'zod/mini';
import { cityOfLocation, SEARCH_RESULTS_PATH } from '@/lib/search-link';
import {
  SEARCH_GENDERS,
  SEARCH_MODES,
  SEARCH_SORTS,
  type SearchDoctorsArg,
  type SearchDoctorsInput,
  type SearchGender,
  type SearchMode,
  type SearchSort,
} from '../api/search-doctors';

/** Everything the results screen searches by; the URL query is its source of truth. */
export interface SearchFilters {
  location: string;
  treatment: string;
  gender?: SearchGender | undefined;
  minStories?: number | undefined;
  minExperience?: number | undefined;
  minFee?: number | undefined;
  maxFee?: number | undefined;
  mode?: SearchMode | undefined;
  availableToday?: boolean | undefined;
  sort?: SearchSort | undefined;
}

export type FilterKey = Exclude<keyof SearchFilters, 'location' | 'treatment'>;

// A malformed value in a shared or hand-edited link is ignored, not an error page.
const count = z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(0))), undefined);
const filtersSchema = z.object({
  gender: z.catch(z.optional(z.enum(SEARCH_GENDERS)), undefined),
  minStories: count,
  minExperience: count,
  minFee: count,
  maxFee: count,
  mode: z.catch(z.optional(z.enum(SEARCH_MODES)), undefined),
  availableToday: z.catch(
    z.optional(
      z.pipe(
        z.literal('true'),
        z.transform(() => true),
      ),
    ),
    undefined,
  ),
  sort: z.catch(z.optional(z.enum(SEARCH_SORTS)), undefined),
});

const FILTER_KEYS = Object.keys(filtersSchema.shape) as FilterKey[];

function termFromState(state: unknown, key: 'location' | 'treatment'): string {
  const value = (state as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The filters of a results URL. Location and treatment come from the query, or else
 * from the navigation state the landing page and the tiles pass along.
 */
export function readSearchFilters(params: URLSearchParams, state: unknown): SearchFilters {
  const raw: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  const filters = filtersSchema.parse(raw);
  return {
    location: params.get('location')?.trim() || termFromState(state, 'location'),
    treatment: params.get('treatment')?.trim() || termFromState(state, 'treatment'),
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)),
  };
}

/** The query string for filters; empty and default values are left out. */
export function writeSearchFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.location.trim()) params.set('location', filters.location.trim());
  if (filters.treatment.trim()) params.set('treatment', filters.treatment.trim());
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === false) continue;
    if (key === 'sort' && value === 'relevance') continue;
    if (key === 'mode' && value === 'clinic') continue;
    params.set(key, String(value));
  }
  return params;
}

/** How many of the All Filters panel's settings are in use, for its badge. */
export function countPanelFilters(filters: SearchFilters): number {
  return [
    filters.minFee !== undefined || filters.maxFee !== undefined,
    filters.availableToday === true,
    filters.mode === 'virtual',
  ].filter(Boolean).length;
}

/** What the server is asked: the city is the part of the location before the comma. */
export function toSearchDoctorsInput(filters: SearchFilters): SearchDoctorsInput {
  const { location, treatment, ...rest } = filters;
  const input: SearchDoctorsInput = {};
  const city = cityOfLocation(location);
  if (city) input.city = city;
  if (treatment.trim()) input.specialization = treatment.trim();
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) Object.assign(input, { [key]: value });
  }
  return input;
}

/** The page a results link starts at (`?page=3`); 1 when absent or malformed. */
export function readPage(params: URLSearchParams): number {
  const raw = params.get('page');
  if (raw === null || !/^\d{1,5}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The address of one page of a search, with its filters; page 1 has no `page`. */
export function searchPageHref(filters: SearchFilters, page: number): string {
  const params = writeSearchFilters(filters);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${SEARCH_RESULTS_PATH}?${query}` : SEARCH_RESULTS_PATH;
}

/**
 * What the results list asks for: the filters, and from page 2 on the page the
 * list starts at (its own cache entry; the hook's `initialPageParam` is `page`).
 * The server render prefetches the same argument (entry-server.tsx).
 */
export function toSearchDoctorsArg(filters: SearchFilters, page: number): SearchDoctorsArg {
  const input = toSearchDoctorsInput(filters);
  return page > 1 ? { ...input, firstPage: page } : input;
}
