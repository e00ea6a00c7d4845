import { TICKET_TEXTS, ticketListSchema, type TicketList } from '@clinic/shared/tickets';
import { helpApi } from './help-api';

export type { Ticket } from '@clinic/shared/tickets';

/** GET /tickets: the doctor's tickets, newest first, each with its conversation. */
export const listTicketsApi = helpApi.injectEndpoints({
  endpoints: (build) => ({
    listTickets: build.query<TicketList, void>({
      query: () => ({ url: '/tickets' }),
      extraOptions: { fallbackError: TICKET_TEXTS.fallbacks.tickets, requiresAuth: true },
      transformResponse: (response: unknown) => ticketListSchema.parse(response),
      providesTags: ['Tickets'],
    }),
  }),
});

export const { useListTicketsQuery } = listTicketsApi;
