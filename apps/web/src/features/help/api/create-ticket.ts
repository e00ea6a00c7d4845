import { z } from 'zod';
import { TICKET_TEXTS, ticketSchema, type NewTicket } from '@clinic/shared/tickets';
import { helpApi } from './help-api';

export type CreateTicketInput = NewTicket & { screenshot?: File | null };

const answerSchema = z.object({ ticket: ticketSchema });

/**
 * POST /tickets, multipart: issueType, message and an optional `screenshot`
 * (JPG or PNG by content, at most 10 MB: 415 or 413 otherwise).
 */
export const createTicketApi = helpApi.injectEndpoints({
  endpoints: (build) => ({
    createTicket: build.mutation<z.infer<typeof answerSchema>, CreateTicketInput>({
      query: ({ issueType, message, screenshot }) => {
        const body = new FormData();
        body.append('issueType', issueType);
        body.append('message', message);
        if (screenshot) body.append('screenshot', screenshot, screenshot.name);
        return { url: '/tickets', method: 'POST', body };
      },
      extraOptions: { fallbackError: TICKET_TEXTS.fallbacks.submit, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response),
      invalidatesTags: (result) => (result ? ['Tickets'] : []),
    }),
  }),
});

export const { useCreateTicketMutation } = createTicketApi;
