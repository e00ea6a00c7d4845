import { BILLING_TEXTS } from '@clinic/shared/billing-texts';
import {
  ledgerPageSchema,
  type LedgerPage,
  type LedgerQuery,
  type LedgerSort,
} from '@clinic/shared/ledger';
import { portalApi } from '@/lib/portal-api';

export { LEDGER_PAGE_SIZE, LEDGER_SORTS } from '@clinic/shared/ledger';
export type { LedgerInvoice, LedgerPage, LedgerSort, LedgerTotals } from '@clinic/shared/ledger';
export type SortDirection = 'asc' | 'desc';

/** The server's order when the URL names none: newest first. */
export const DEFAULT_LEDGER_SORT: { sort: LedgerSort; dir: SortDirection } = {
  sort: 'date',
  dir: 'desc',
};

/** What the Transactions table asks for; the server filters, sorts and pages. */
export type GetLedgerInput = Partial<Pick<LedgerQuery, 'from' | 'to' | 'search'>> &
  Pick<LedgerQuery, 'sort' | 'dir' | 'page' | 'pageSize'>;

/** The filter and sort part of the query (no paging): the list and the CSV export share it. */
export function ledgerFilterParams(input: Omit<GetLedgerInput, 'page' | 'pageSize'>) {
  const params: Record<string, string> = {};
  // The range applies only as a pair (spec section 5).
  if (input.from && input.to) {
    params.from = input.from;
    params.to = input.to;
  }
  const search = input.search?.trim();
  if (search) params.search = search;
  params.sort = input.sort;
  params.dir = input.dir;
  return params;
}

/** GET /ledger: one page of the doctor's invoices with the totals of the whole range. */
export const getLedgerApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getLedger: build.query<LedgerPage, GetLedgerInput>({
      query: (input) => ({
        url: '/ledger',
        params: { ...ledgerFilterParams(input), page: input.page, pageSize: input.pageSize },
      }),
      extraOptions: { fallbackError: BILLING_TEXTS.fallbacks.ledger, requiresAuth: true },
      transformResponse: (response: unknown) => ledgerPageSchema.parse(response),
      providesTags: ['Ledger'],
    }),
  }),
});

export const { useGetLedgerQuery } = getLedgerApi;
