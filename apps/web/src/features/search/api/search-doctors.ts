import * as z from 'zod/mini';
import { DOCTOR_SEARCH_PAGE_SIZE } from '@clinic/shared/constants';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { api } from '@/lib/api-client';

export const SEARCH_SORTS = ['relevance', 'experience', 'fee', 'fee-desc', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_GENDERS = ['male', 'female', 'other'] as const;
export type SearchGender = (typeof SEARCH_GENDERS)[number];
export const SEARCH_MODES = ['clinic', 'virtual'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

const count = z.number().check(z.int(), z.minimum(0));

/** Every filter the server takes; the page number is the infinite query's page param. */
export const searchDoctorsInputSchema = z.object({
  specialization: z.optional(z.string()),
  /** The city alone ('Bengaluru'): the part of the location before the first comma. */
  city: z.optional(z.string()),
  gender: z.optional(z.enum(SEARCH_GENDERS)),
  minExperience: z.optional(count),
  minStories: z.optional(count),
  minFee: z.optional(count),
  maxFee: z.optional(count),
  mode: z.optional(z.enum(SEARCH_MODES)),
  availableToday: z.optional(z.boolean()),
  sort: z.optional(z.enum(SEARCH_SORTS)),
});
export type SearchDoctorsInput = z.infer<typeof searchDoctorsInputSchema>;

/**
 * A search and the page its list starts at: a link to page 3 (`?page=3`) shows
 * pages 3, 4... and is a cache entry of its own. The server is asked for the filters
 * and the page only; pass the same number as the hook's `initialPageParam`.
 */
export type SearchDoctorsArg = SearchDoctorsInput & { firstPage?: number | undefined };

const nextAvailableSchema = z.object({
  date: z.string(),
  label: z.string(),
  time: z.string(),
  start: z.string(),
});

const doctorSchema = z.object({
  userId: z.string(),
  name: z.string(),
  specializations: z.array(z.string()),
  clinicId: z.string(),
  clinicName: z.string(),
  clinicAddress: z.string(),
  clinicCity: z.string(),
  locality: z.nullable(z.string()),
  additionalLocationInfo: z.nullable(z.string()),
  /** The clinic's own phone for patients; none: the booking desk's. */
  clinicPhone: z.nullish(z.string()),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  photoUrl: z.nullable(z.string()),
  photoThumbUrl: z.nullish(z.string()),
  degrees: z.string(),
  degreeList: z.optional(z.array(z.string())),
  languages: z.optional(z.array(z.string())),
  bio: z.nullish(z.string()),
  registrationNumber: z.nullish(z.string()),
  experience: z.number(),
  /** Rupees. */
  onlineFee: z.number(),
  /** Rupees. */
  offlineFee: z.number(),
  rating: z.number(),
  patientStories: z.number(),
  gender: z.nullable(z.enum(SEARCH_GENDERS)),
  offersVirtual: z.boolean(),
  timeZone: z.string(),
  nextAvailable: z.nullable(nextAvailableSchema),
});

const pageSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  results: z.array(doctorSchema),
});

export type DoctorResult = z.infer<typeof doctorSchema>;
export type DoctorSearchPage = z.infer<typeof pageSchema>;

/** Drops empty and default values, so the URL the server sees stays short and cacheable. */
function toParams(input: SearchDoctorsInput, page: number): Record<string, string | number> {
  const params: Record<string, string | number> = { page, pageSize: DOCTOR_SEARCH_PAGE_SIZE };
  for (const [key, value] of Object.entries(searchDoctorsInputSchema.parse(input))) {
    if (value === undefined || value === '' || value === false) continue;
    params[key] = typeof value === 'boolean' ? 'true' : value;
  }
  return params;
}

/**
 * GET /userside/patients/search-doctors, 15 doctors a page. Page 1 of a new search
 * is a new cache entry (the list is replaced); later pages are appended to it. A
 * next page exists while the last one came back full (spec section 4).
 */
export const searchDoctorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchDoctors: build.infiniteQuery<DoctorSearchPage, SearchDoctorsArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPage.results.length === DOCTOR_SEARCH_PAGE_SIZE ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/userside/patients/search-doctors',
        params: toParams(queryArg, pageParam),
      }),
      extraOptions: { fallbackError: FALLBACK_ERRORS.searchDoctors },
      transformResponse: (response: unknown) => pageSchema.parse(response),
    }),
  }),
});

export const { useSearchDoctorsInfiniteQuery } = searchDoctorsApi;
