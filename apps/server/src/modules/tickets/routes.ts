// Help tickets (issue 11): the doctor's own tickets and their conversations,
// and the admin area's view of every ticket, with answers and status.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTicketListQuerySchema,
  adminTicketListSchema,
  adminTicketSchema,
  newTicketSchema,
  ticketListSchema,
  ticketReplySchema,
  ticketSchema,
  TICKET_ISSUE_TYPES,
  TICKET_MESSAGES,
  TICKET_SCREENSHOT_MAX_BYTES,
} from '@clinic/shared/tickets';
import { badRequest } from '../../errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import {
  adminReply,
  adminTicket,
  doctorReply,
  listAllTickets,
  listOwnTickets,
  raiseTicket,
  setTicketStatus,
  ticketScreenshot,
} from './service.ts';

const security = [{ bearerAuth: [] }];
const params = z.object({ id: z.uuid(TICKET_MESSAGES.notFound) });
const caller = (user: { id: string; role: string }) => ({
  id: user.id,
  role: user.role === 'admin' ? ('admin' as const) : ('doctor' as const),
});

export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const doctorOnly = app.requireRole('doctor');
  const adminOnly = app.requireRole('admin');
  const tags = ['portal: help'];
  const adminTags = ['admin'];

  app.get(
    '/tickets',
    {
      schema: {
        tags,
        security,
        summary: "The doctor's own tickets, newest first, each with its conversation (audited)",
        response: { 200: ticketListSchema },
      },
      preHandler: doctorOnly,
    },
    async (request) => listOwnTickets(app, request, request.user!.id),
  );

  app.post(
    '/tickets',
    {
      schema: {
        tags,
        security,
        summary: 'Raise a ticket (audited)',
        description: `multipart/form-data: issueType (one of ${TICKET_ISSUE_TYPES.join(', ')}), message (10 to 2,000 characters after trimming), and an optional file \`screenshot\` (JPG or PNG by content, at most 10 MB: else 415 or 413). At most 20 tickets in 24 hours (429).`,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ ticket: ticketSchema }) },
      },
      preHandler: doctorOnly,
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, {
        maxFileBytes: TICKET_SCREENSHOT_MAX_BYTES,
        fileFields: ['screenshot'],
        tooLargeMessage: TICKET_MESSAGES.screenshotTooLarge,
      });
      const parsed = newTicketSchema.safeParse({
        issueType: fields.issueType || undefined,
        message: fields.message ?? '',
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw badRequest(issue.message, issue.path.join('.') || undefined);
      }
      const ticket = await raiseTicket(
        app,
        request,
        request.user!.id,
        parsed.data,
        files.get('screenshot'),
      );
      return reply.status(201).send({ ticket });
    },
  );

  app.post(
    '/tickets/:id/replies',
    {
      schema: {
        tags,
        security,
        summary:
          "Write in one's own ticket's conversation; a reply on a resolved ticket opens it again (audited)",
        params,
        body: ticketReplySchema,
        response: { 201: z.object({ ticket: ticketSchema }) },
      },
      preHandler: doctorOnly,
    },
    async (request, reply) => {
      const ticket = await doctorReply(
        app,
        request,
        request.user!.id,
        request.params.id,
        request.body.message,
      );
      return reply.status(201).send({ ticket });
    },
  );

  app.get(
    '/tickets/:id/screenshot',
    {
      schema: {
        tags,
        security,
        summary: "A ticket's screenshot, inline: the ticket's doctor and admins only (audited)",
        params,
      },
      preHandler: app.requireRole('doctor', 'admin'),
    },
    async (request, reply) => {
      const file = await ticketScreenshot(app, request, caller(request.user!), request.params.id);
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', `inline; filename="${file.name.replace(/[^\w.\- ]/g, '_')}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );

  app.get(
    '/admin/tickets',
    {
      schema: {
        tags: adminTags,
        security,
        summary: 'Every ticket (default: Open; or Resolved, or All), most recently active first',
        querystring: adminTicketListQuerySchema,
        response: { 200: adminTicketListSchema },
      },
      preHandler: adminOnly,
    },
    async (request) =>
      listAllTickets(app, request, request.user!.id, request.query.status, request.query.page),
  );

  app.get(
    '/admin/tickets/:id',
    {
      schema: {
        tags: adminTags,
        security,
        summary: 'One ticket with its conversation and its doctor (audited)',
        params,
        response: { 200: z.object({ ticket: adminTicketSchema }) },
      },
      preHandler: adminOnly,
    },
    async (request) => ({
      ticket: await adminTicket(app, request, request.user!.id, request.params.id),
    }),
  );

  app.post(
    '/admin/tickets/:id/replies',
    {
      schema: {
        tags: adminTags,
        security,
        summary: 'Answer a ticket; the doctor is notified (audited)',
        params,
        body: ticketReplySchema,
        response: { 201: z.object({ ticket: adminTicketSchema }) },
      },
      preHandler: adminOnly,
    },
    async (request, reply) => {
      const ticket = await adminReply(
        app,
        request,
        request.user!.id,
        request.params.id,
        request.body.message,
      );
      return reply.status(201).send({ ticket });
    },
  );

  for (const [action, status] of [
    ['resolve', 'Resolved'],
    ['reopen', 'Open'],
  ] as const) {
    app.post(
      `/admin/tickets/:id/${action}`,
      {
        schema: {
          tags: adminTags,
          security,
          summary: `Set a ticket ${status}; the doctor is notified (audited)`,
          params,
          response: { 200: z.object({ ticket: adminTicketSchema }) },
        },
        preHandler: adminOnly,
      },
      async (request) => ({
        ticket: await setTicketStatus(app, request, request.user!.id, request.params.id, status),
      }),
    );
  }
};
