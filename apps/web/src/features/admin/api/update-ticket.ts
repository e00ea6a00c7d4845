import { TICKET_TEXTS, type AdminTicket } from '@clinic/shared/tickets';
import { adminTicketsApi } from './admin-tickets-api';
import { adminTicketAnswerSchema, getTicketApi } from './get-ticket';

export type TicketAction =
  { kind: 'reply'; id: string; message: string } | { kind: 'resolve' | 'reopen'; id: string };

/**
 * POST /admin/tickets/:id/replies { message }, /resolve or /reopen. The answer
 * replaces the cached ticket; the lists (counts, order) are refetched.
 */
export const updateTicketApi = adminTicketsApi.injectEndpoints({
  endpoints: (build) => ({
    updateAdminTicket: build.mutation<AdminTicket, TicketAction>({
      query: (action) =>
        action.kind === 'reply'
          ? {
              url: `/admin/tickets/${encodeURIComponent(action.id)}/replies`,
              method: 'POST',
              body: { message: action.message },
            }
          : {
              url: `/admin/tickets/${encodeURIComponent(action.id)}/${action.kind}`,
              method: 'POST',
            },
      extraOptions: { fallbackError: TICKET_TEXTS.fallbacks.status, requiresAuth: true },
      transformResponse: (response: unknown) => adminTicketAnswerSchema.parse(response).ticket,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(getTicketApi.util.upsertQueryData('getAdminTicket', id, data));
        } catch {
          // The screen shows the error.
        }
      },
      invalidatesTags: (result) => (result ? ['AdminTicketList'] : []),
    }),
  }),
});

export const { useUpdateAdminTicketMutation } = updateTicketApi;
