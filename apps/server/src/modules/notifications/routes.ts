// The bell: the signed-in user's notifications, newest first, and marking them read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PORTAL_MESSAGES } from '@clinic/shared/portal';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { inboxRepository } from './inbox-repository.ts';

const unreadAnswer = z.object({ unread: z.number() });

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = app.requireRole();
  const security = [{ bearerAuth: [] }];
  const tags = ['notifications'];

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'My notifications, newest first, with the unread count',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
        response: {
          200: z.object({
            notifications: z.array(
              z.object({
                id: z.string(),
                kind: z.string(),
                title: z.string(),
                description: z.string(),
                read: z.boolean(),
                createdAt: z.string(),
              }),
            ),
            unread: z.number(),
          }),
        },
      },
      preHandler: signedIn,
    },
    async (request) => {
      const { rows, unread } = await inboxRepository.list(
        app.deps.database,
        request.user!.id,
        request.query.limit,
      );
      return {
        notifications: rows.map((n) => ({
          id: n.id,
          kind: n.kind,
          title: n.title,
          description: n.description,
          read: n.read_at !== null,
          createdAt: new Date(n.created_at).toISOString(),
        })),
        unread,
      };
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        security,
        summary: 'Mark one of my notifications read',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: unreadAnswer },
      },
      preHandler: signedIn,
    },
    async (request) => {
      const { database, clock } = app.deps;
      const userId = request.user!.id;
      const { id } = request.params;
      if (!isUuid(id) || !(await inboxRepository.markRead(database, userId, id, clock.now()))) {
        throw notFound(PORTAL_MESSAGES.notificationNotFound);
      }
      return { unread: await inboxRepository.unread(database, userId) };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        security,
        summary: 'Mark all my notifications read',
        response: { 200: unreadAnswer },
      },
      preHandler: signedIn,
    },
    async (request) => {
      const { database, clock } = app.deps;
      await inboxRepository.markAllRead(database, request.user!.id, clock.now());
      return { unread: await inboxRepository.unread(database, request.user!.id) };
    },
  );
};
