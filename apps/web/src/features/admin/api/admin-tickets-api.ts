import { api } from '@/lib/api-client';

/** The admin area's ticket tags: an answer or a status change makes the lists stale. */
export const adminTicketsApi = api.enhanceEndpoints({
  addTagTypes: ['AdminTicketList', 'AdminTicket'],
});
