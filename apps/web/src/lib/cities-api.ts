import { z } from 'zod';
import { AUTOCOMPLETE_PAGE_SIZE } from '@clinic/shared/constants';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { api } from '@/lib/api-client';

export const getCitiesInputSchema = z.string().trim().min(2);

const citySchema = z.looseObject({ city: z.string(), description: z.string().optional() });
export type CityOption = { city: string; description: string };

export interface CitiesPage {
  items: CityOption[];
  hasMore: boolean;
}

/** A list, or a list under cities or data; hasMore when the server says so or the page is full. */
export function toCitiesPage(response: unknown): CitiesPage {
  const record = (typeof response === 'object' && response !== null ? response : {}) as Record<
    string,
    unknown
  >;
  const list = Array.isArray(response) ? response : (record.cities ?? record.data);
  const items = z
    .array(citySchema)
    .catch([])
    .parse(list)
    .map((c) => ({ city: c.city, description: c.description ?? c.city }));
  const hasMore =
    typeof record.hasMore === 'boolean' ? record.hasMore : items.length === AUTOCOMPLETE_PAGE_SIZE;
  return { items, hasMore };
}

/** GET /service/location/cities, ten a page, more pages on demand. */
export const getCitiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCities: build.infiniteQuery<CitiesPage, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPage.hasMore ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/service/location/cities',
        params: { query: queryArg, page: pageParam, limit: AUTOCOMPLETE_PAGE_SIZE },
      }),
      extraOptions: { fallbackError: FALLBACK_ERRORS.locations },
      transformResponse: toCitiesPage,
    }),
  }),
});

export const { useGetCitiesInfiniteQuery } = getCitiesApi;
