import {
  ADMIN_TICKET_FILTERS,
  adminTicketListQuerySchema,
  adminTicketListSchema,
  TICKET_TEXTS,
  type AdminTicketFilter,
  type AdminTicketList,
} from '@clinic/shared/tickets';
import { adminTicketsApi } from './admin-tickets-api';

export { ADMIN_TICKET_FILTERS, type AdminTicketFilter };
export type { AdminTicketSummary } from '@clinic/shared/tickets';

/** The list's status tab and page, from the URL (anything unknown gives Open, page 1). */
export function readTicketFilters(params: URLSearchParams): {
  status: AdminTicketFilter;
  page: number;
} {
  const parsed = adminTicketListQuerySchema.safeParse({
    status: params.get('status') ?? undefined,
    page: params.get('page') ?? undefined,
  });
  return parsed.success ? parsed.data : { status: 'Open', page: 1 };
}

/** GET /admin/tickets?status=&page=: every doctor's tickets, most recently active first. */
export const getTicketsApi = adminTicketsApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminTickets: build.query<AdminTicketList, { status: AdminTicketFilter; page: number }>({
      query: ({ status, page }) => ({ url: '/admin/tickets', params: { status, page } }),
      extraOptions: { fallbackError: TICKET_TEXTS.fallbacks.adminTickets, requiresAuth: true },
      transformResponse: (response: unknown) => adminTicketListSchema.parse(response),
      providesTags: ['AdminTicketList'],
    }),
  }),
});

export const { useGetAdminTicketsQuery } = getTicketsApi;
