import { z } from 'zod';
import { adminTicketSchema, TICKET_TEXTS, type AdminTicket } from '@clinic/shared/tickets';
import { adminTicketsApi } from './admin-tickets-api';

export type { AdminTicket };
export const adminTicketAnswerSchema = z.object({ ticket: adminTicketSchema });

/** GET /admin/tickets/:id: one ticket with its doctor and conversation. */
export const getTicketApi = adminTicketsApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminTicket: build.query<AdminTicket, string>({
      query: (id) => ({ url: `/admin/tickets/${encodeURIComponent(id)}` }),
      extraOptions: { fallbackError: TICKET_TEXTS.fallbacks.adminTicket, requiresAuth: true },
      transformResponse: (response: unknown) => adminTicketAnswerSchema.parse(response).ticket,
      providesTags: (_result, _error, id) => [{ type: 'AdminTicket', id }],
    }),
  }),
});

export const { useGetAdminTicketQuery } = getTicketApi;
