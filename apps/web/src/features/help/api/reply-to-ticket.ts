import { z } from 'zod';
import { TICKET_TEXTS, ticketSchema } from '@clinic/shared/tickets';
import { helpApi } from './help-api';
import { listTicketsApi } from './list-tickets';

const answerSchema = z.object({ ticket: ticketSchema });

/** POST /tickets/:id/replies { message }; the answer replaces the ticket in the cached list. */
export const replyToTicketApi = helpApi.injectEndpoints({
  endpoints: (build) => ({
    replyToTicket: build.mutation<z.infer<typeof answerSchema>, { id: string; message: string }>({
      query: ({ id, message }) => ({
        url: `/tickets/${encodeURIComponent(id)}/replies`,
        method: 'POST',
        body: { message },
      }),
      extraOptions: { fallbackError: TICKET_TEXTS.fallbacks.reply, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            listTicketsApi.util.updateQueryData('listTickets', undefined, (list) => {
              const i = list.tickets.findIndex((t) => t.id === data.ticket.id);
              if (i >= 0) list.tickets[i] = data.ticket;
            }),
          );
        } catch {
          // The reply box shows the error.
        }
      },
    }),
  }),
});

export const { useReplyToTicketMutation } = replyToTicketApi;
