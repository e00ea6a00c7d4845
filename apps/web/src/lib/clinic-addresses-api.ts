import { z } from 'zod';
import { AUTOCOMPLETE_PAGE_SIZE } from '@clinic/shared/constants';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { api } from '@/lib/api-client';

export const getClinicAddressesInputSchema = z.string().trim().min(2);

const addressSchema = z.looseObject({
  label: z.string(),
  city: z.string().optional(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
});

export interface ClinicAddressOption {
  label: string;
  /** The city, when the server names it; else the label's second part. */
  city: string;
  latitude: number;
  longitude: number;
}

export interface ClinicAddressesPage {
  items: ClinicAddressOption[];
  hasMore: boolean;
}

/** 'Koramangala, Bengaluru, Karnataka' -> 'Bengaluru'. */
function cityFromLabel(label: string): string {
  const parts = label.split(',').map((part) => part.trim());
  return parts[1] ?? parts[0] ?? '';
}

/** A list under addresses or data (spec section 7); items label and coordinates. */
export function toClinicAddressesPage(response: unknown): ClinicAddressesPage {
  const record = (typeof response === 'object' && response !== null ? response : {}) as Record<
    string,
    unknown
  >;
  const list = Array.isArray(response) ? response : (record.addresses ?? record.data);
  const items = z
    .array(addressSchema)
    .catch([])
    .parse(list)
    .map((a) => ({
      label: a.label,
      city: a.city ?? cityFromLabel(a.label),
      latitude: a.coordinates.latitude,
      longitude: a.coordinates.longitude,
    }));
  const hasMore =
    typeof record.hasMore === 'boolean' ? record.hasMore : items.length === AUTOCOMPLETE_PAGE_SIZE;
  return { items, hasMore };
}

/** GET /service/location/clinicAddress, ten a page, more pages on demand. */
export const getClinicAddressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClinicAddresses: build.infiniteQuery<ClinicAddressesPage, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPage.hasMore ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/service/location/clinicAddress',
        params: { query: queryArg, page: pageParam, limit: AUTOCOMPLETE_PAGE_SIZE },
      }),
      extraOptions: { fallbackError: FALLBACK_ERRORS.clinicAddresses },
      transformResponse: toClinicAddressesPage,
    }),
  }),
});

export const { useGetClinicAddressesInfiniteQuery } = getClinicAddressesApi;
